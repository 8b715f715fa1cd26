import type { NoticeKind } from "~/lib/notifications/notice-kinds";
import { NOTICE_KIND_LABEL } from "~/lib/notifications/notice-text";
import { DEFAULT_LOCALE, type Locale } from "~/lib/shared/i18n/locales";
import { unlinkable } from "~/lib/shared/link-like";
import { m } from "~/paraglide/messages";
import type { MailMessage } from "../mailer";
import { escapeHtml } from "./escape-html";
import { inRecipientLanguage } from "./in-language";

/** One notification as the notifications page words it, and the absolute link it opens. */
export interface NoticeItem {
  title: string;
  message: string;
  url: string;
}

/**
 * A notice e-mail: one notification alone, or a digest of every one of a kind that waited for the
 * six-hour window. Worded in the recipient's saved language (null is English). It says only what
 * the notifications page says (a sender's name and a listing's title, never a message's text or
 * a phone number), and carries the one-click unsubscribe of RFC 8058: both headers, and the link
 * in the text for people. What strangers typed (names, titles) never opens it: the subject is
 * the kind's own title and the first line a greeting without a name; in the body it is text run
 * through `unlinkable`, so no mail client makes a link of it and only our own URLs are links.
 */
export function noticeEmail({
  to,
  kind,
  items,
  unsubscribeUrl,
  settingsUrl,
  language,
}: {
  to: string;
  kind: NoticeKind;
  /** Each already worded in `language` (the caller words them in the same language). */
  items: readonly NoticeItem[];
  unsubscribeUrl: string;
  settingsUrl: string;
  language: Locale | null;
}): MailMessage {
  return inRecipientLanguage(language ?? DEFAULT_LOCALE, () => {
    const label = NOTICE_KIND_LABEL[kind]();
    const hello = m.mail_hello();
    const safe = items.map(safeItem);
    const single = safe.length === 1 ? safe[0] : undefined;
    const subject = single
      ? single.title
      : m.notifications_notices_mail_digest_subject({ count: safe.length, kind: label });
    const why = m.notifications_notices_mail_why({ kind: label });
    const bodyText = single
      ? `${single.message}\n\n${m.notifications_notices_mail_open({ url: single.url })}`
      : `${m.notifications_notices_mail_digest_intro()}\n\n${safe.map((item) => `- ${item.title}: ${item.message}\n  ${item.url}`).join("\n\n")}`;
    const bodyHtml = single
      ? `<p>${escapeHtml(single.message)}</p><p><a href="${escapeHtml(single.url)}">${escapeHtml(m.notifications_notices_mail_open_link())}</a></p>`
      : `<p>${escapeHtml(m.notifications_notices_mail_digest_intro())}</p><ul>${safe.map((item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a>: ${escapeHtml(item.message)}</li>`).join("")}</ul>`;
    return {
      to,
      subject,
      text: `${hello}\n\n${bodyText}\n\n--\n${why}\n${m.notifications_notices_mail_unsubscribe({ url: unsubscribeUrl })}\n${m.notifications_notices_mail_settings({ url: settingsUrl })}\n`,
      html: `<p>${escapeHtml(hello)}</p>${bodyHtml}<hr><p style="font-size:12px;color:#555">${escapeHtml(why)}<br><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(m.notifications_notices_mail_unsubscribe_link())}</a> · <a href="${escapeHtml(settingsUrl)}">${escapeHtml(m.notifications_notices_mail_settings_link())}</a></p>`,
      headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
  });
}

/**
 * A notice by SMS: short, no names or titles (a phone's lock screen shows it): the notification's
 * title alone, or how many of a kind are waiting, and where to read them.
 */
export function noticeSms({
  kind,
  items,
  url,
  language,
}: {
  kind: NoticeKind;
  items: readonly NoticeItem[];
  url: string;
  language: Locale | null;
}): string {
  return inRecipientLanguage(language ?? DEFAULT_LOCALE, () =>
    items.length === 1
      ? m.notifications_notices_sms_one({ title: unlinkable(items[0]!.title), url })
      : m.notifications_notices_sms_many({ count: items.length, kind: NOTICE_KIND_LABEL[kind](), url }),
  );
}

/** An item's words with anything a stranger typed in them made unlinkable; its link is ours. */
function safeItem(item: NoticeItem): NoticeItem {
  return { title: unlinkable(item.title), message: unlinkable(item.message), url: item.url };
}
