import type { Locale } from "~/lib/shared/i18n/locales";
import { SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { MailMessage } from "../mailer";
import { escapeHtml } from "./escape-html";
import { inRecipientLanguage } from "./in-language";

/**
 * The sign-up confirmation. Sent in the request of the person who signed up (or asked for a new
 * link), so the request's language is theirs; `language` words it in another (users.language).
 */
export function confirmationEmail({
  to,
  url,
  language,
}: {
  to: string;
  url: string;
  language?: Locale | null;
}): MailMessage {
  return inRecipientLanguage(language, () => {
    const hello = m.mail_hello();
    const welcome = m.mail_confirmation_welcome({ site: SITE_NAME });
    const validity = m.mail_confirmation_validity();
    return {
      to,
      subject: m.mail_confirmation_subject({ site: SITE_NAME }),
      text: `${hello}\n\n${welcome}\n\n${url}\n\n${validity}\n`,
      html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(welcome)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(m.mail_confirmation_button())}</a></p><p>${escapeHtml(validity)}</p>`,
    };
  });
}
