import { SITE_NAME } from "~/lib/site";
import type { MailMessage } from "../mailer";
import { escapeHtml } from "./escape-html";

export function confirmationEmail({ to, name, url }: { to: string; name: string; url: string }): MailMessage {
  return {
    to,
    subject: `Confirm your ${SITE_NAME} account`,
    text: `Hello ${name},\n\nWelcome to ${SITE_NAME}! Confirm your e-mail address to finish creating your account:\n\n${url}\n\nThe link works for 24 hours. If you did not sign up, ignore this e-mail.\n`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>Welcome to ${SITE_NAME}! Confirm your e-mail address to finish creating your account:</p><p><a href="${escapeHtml(url)}">Confirm my account</a></p><p>The link works for 24 hours. If you did not sign up, ignore this e-mail.</p>`,
  };
}
