import { formatDateTime } from "~/lib/dates";
import { SITE_NAME } from "~/lib/site";
import type { MailMessage } from "../mailer";
import { escapeHtml } from "./escape-html";

/**
 * Tells an account's owner that wrong passwords made it wait. Only what the owner needs to act:
 * never the passwords tried, the guesser's address or any link that signs in.
 */
export function passwordLockEmail({ to, name, at, profileUrl, resetUrl }: { to: string; name: string; at: Date; profileUrl: string; resetUrl: string }): MailMessage {
  const when = `${formatDateTime(at)} (East Africa Time)`;
  const happened = `Several wrong passwords were typed for your ${SITE_NAME} account, the last on ${when}. To protect it, the account now waits a little before the next password is tried, longer after each further wrong one.`;
  const ifYou = "If it was you, wait a minute and try again.";
  const ifNotYou = "If it was not you, someone may be trying to guess your password: choose a new one. Signed in, change it on your profile page; otherwise ask for a reset link.";
  return {
    to,
    subject: `Someone is trying your ${SITE_NAME} password`,
    text: `Hello ${name},\n\n${happened}\n\n${ifYou}\n\n${ifNotYou}\n\nYour profile: ${profileUrl}\nReset your password: ${resetUrl}\n`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(happened)}</p><p>${escapeHtml(ifYou)}</p><p>${escapeHtml(ifNotYou)}</p><p><a href="${escapeHtml(profileUrl)}">Change your password on your profile</a> · <a href="${escapeHtml(resetUrl)}">Ask for a reset link</a></p>`,
  };
}
