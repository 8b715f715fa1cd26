import type { Locale } from "~/lib/shared/i18n/locales";
import { SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { MailMessage } from "../mailer";
import { escapeHtml } from "./escape-html";
import { inRecipientLanguage } from "./in-language";

/**
 * The link that confirms a student's university address (domain/verification). Sent in the
 * student's own request, so without a saved language it is worded in the request's; the link
 * opens a page that asks before it confirms, and it signs nobody in.
 */
export function studentVerificationEmail({
  to,
  university,
  url,
  validHours,
  language,
}: {
  to: string;
  university: string;
  url: string;
  validHours: number;
  language?: Locale | null;
}): MailMessage {
  return inRecipientLanguage(language, () => {
    const hello = m.mail_hello();
    const asked = m.verification_mail_asked({ site: SITE_NAME, university });
    const validity = m.verification_mail_validity({ hours: validHours });
    return {
      to,
      subject: m.verification_mail_subject({ site: SITE_NAME }),
      text: `${hello}\n\n${asked}\n\n${url}\n\n${validity}\n`,
      html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(asked)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(m.verification_mail_button())}</a></p><p>${escapeHtml(validity)}</p>`,
    };
  });
}
