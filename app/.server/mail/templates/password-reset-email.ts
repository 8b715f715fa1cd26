import { SITE_NAME } from "~/lib/site";
import type { MailMessage } from "../mailer";
import { escapeHtml } from "./escape-html";

export function passwordResetEmail({ to, name, url }: { to: string; name: string; url: string }): MailMessage {
  return {
    to,
    subject: `Reset your ${SITE_NAME} password`,
    text: `Hello ${name},\n\nSomeone asked to reset the password of your ${SITE_NAME} account. Choose a new password here:\n\n${url}\n\nThe link works for 1 hour. If it was not you, ignore this e-mail: your password stays as it is.\n`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>Someone asked to reset the password of your ${SITE_NAME} account.</p><p><a href="${escapeHtml(url)}">Choose a new password</a></p><p>The link works for 1 hour. If it was not you, ignore this e-mail: your password stays as it is.</p>`,
  };
}
