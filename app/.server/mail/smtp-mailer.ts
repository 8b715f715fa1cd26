import nodemailer from "nodemailer";
import type { Mailer } from "./mailer";

export interface SmtpSettings {
  /** smtp://user:password@host:587 or smtps://... (nodemailer's connection URL). */
  url: string;
  /** The From header, e.g. "Chuo Market <no-reply@chuomarket.co.tz>". */
  from: string;
}

/** Sends real mail through an SMTP server (SMTP_URL). A failed send throws, so callers can tell the user. */
export function createSmtpMailer(settings: SmtpSettings): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(settings.url);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    },
    close() {
      transport.close();
    },
  };
}
