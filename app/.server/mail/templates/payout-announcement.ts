import { formatDateTime } from "~/lib/shared/dates";
import { DEFAULT_LOCALE, type Locale } from "~/lib/shared/i18n/locales";
import { formatTzsExact } from "~/lib/shared/money";
import { SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { SmsMessage } from "../../sms/sms-gateway";
import type { MailMessage } from "../mailer";
import { escapeHtml } from "./escape-html";
import { inRecipientLanguage } from "./in-language";

/**
 * The word that a withdrawal was asked for, by e-mail and SMS, with the one link that freezes the
 * account's money. In the owner's saved language (the request may be a thief's). The e-mail names
 * the number only by its last three digits; the SMS goes to the number itself.
 */
export function payoutAnnouncement({
  email,
  msisdn,
  amountTzs,
  at,
  freezeUrl,
  language,
}: {
  email: string;
  msisdn: string;
  amountTzs: string;
  at: Date;
  freezeUrl: string;
  language: Locale | null;
}): { mail: MailMessage; sms: SmsMessage } {
  return inRecipientLanguage(language ?? DEFAULT_LOCALE, () => {
    const amount = formatTzsExact(amountTzs);
    const hello = m.mail_hello();
    const happened = m.mail_payout_happened({
      amount,
      ending: msisdn.slice(-3),
      when: m.mail_lock_when({ date: formatDateTime(at) }),
    });
    const ifYou = m.mail_payout_if_you();
    const ifNotYou = m.mail_payout_if_not_you();
    return {
      mail: {
        to: email,
        subject: m.mail_payout_subject({ site: SITE_NAME }),
        text: `${hello}\n\n${happened}\n\n${ifYou}\n\n${ifNotYou}\n\n${m.mail_payout_freeze_line({ url: freezeUrl })}\n`,
        html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(happened)}</p><p>${escapeHtml(ifYou)}</p><p>${escapeHtml(ifNotYou)}</p><p><a href="${escapeHtml(freezeUrl)}">${escapeHtml(m.mail_payout_freeze_link())}</a></p>`,
      },
      sms: { to: msisdn, text: m.mail_payout_sms({ site: SITE_NAME, amount, url: freezeUrl }) },
    };
  });
}
