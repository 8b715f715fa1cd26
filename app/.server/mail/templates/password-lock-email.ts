import { formatDateTime } from "~/lib/shared/dates";
import { DEFAULT_LOCALE, type Locale } from "~/lib/shared/i18n/locales";
import { SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { MailMessage } from "../mailer";
import { escapeHtml } from "./escape-html";
import { inRecipientLanguage } from "./in-language";

/**
 * Tells an account's owner that wrong passwords made it wait. Only what the owner needs to act:
 * never the passwords tried, the guesser's address or any link that signs in. It is sent in the
 * guesser's request, so it is worded in the owner's saved language (users.language), never the
 * request's: none given is English.
 */
export function passwordLockEmail({
  to,
  at,
  profileUrl,
  resetUrl,
  language,
}: {
  to: string;
  at: Date;
  profileUrl: string;
  resetUrl: string;
  language?: Locale | null;
}): MailMessage {
  return inRecipientLanguage(language ?? DEFAULT_LOCALE, () => {
    const hello = m.mail_hello();
    const when = m.mail_lock_when({ date: formatDateTime(at) });
    const happened = m.mail_lock_happened({ site: SITE_NAME, when });
    const ifYou = m.mail_lock_if_you();
    const ifNotYou = m.mail_lock_if_not_you();
    return {
      to,
      subject: m.mail_lock_subject({ site: SITE_NAME }),
      text: `${hello}\n\n${happened}\n\n${ifYou}\n\n${ifNotYou}\n\n${m.mail_lock_profile_line({ url: profileUrl })}\n${m.mail_lock_reset_line({ url: resetUrl })}\n`,
      html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(happened)}</p><p>${escapeHtml(ifYou)}</p><p>${escapeHtml(ifNotYou)}</p><p><a href="${escapeHtml(profileUrl)}">${escapeHtml(m.mail_lock_profile_link())}</a> · <a href="${escapeHtml(resetUrl)}">${escapeHtml(m.mail_lock_reset_link())}</a></p>`,
    };
  });
}
