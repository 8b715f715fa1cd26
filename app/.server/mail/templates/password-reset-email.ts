import type { Locale } from "~/lib/shared/i18n/locales";
import { SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { MailMessage } from "../mailer";
import { escapeHtml } from "./escape-html";
import { inRecipientLanguage } from "./in-language";

/**
 * The reset link someone asked for. Sent in the request that asked, so worded in its language;
 * `language` words it in another (users.language).
 */
export function passwordResetEmail({
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
    const asked = m.mail_reset_asked({ site: SITE_NAME });
    const validity = m.mail_reset_validity();
    return {
      to,
      subject: m.mail_reset_subject({ site: SITE_NAME }),
      text: `${hello}\n\n${asked} ${m.mail_reset_choose_here()}\n\n${url}\n\n${validity}\n`,
      html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(asked)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(m.mail_reset_button())}</a></p><p>${escapeHtml(validity)}</p>`,
    };
  });
}
