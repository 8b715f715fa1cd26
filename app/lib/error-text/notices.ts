import type { NoticeReason } from "~/.server/domain/notifications/notices/reasons";
import { m } from "~/paraglide/messages";
import { type ErrorMessage, words } from "./placeholders";

/** Notice switches (/profile) and unsubscribe links. */
export const NOTICE_ERROR_TEXT = {
  /** Forged, cut short, or naming an account that is gone. */
  notice_link_invalid: words(m.notifications_notices_link_invalid_title, m.notifications_notices_link_invalid),
  notice_sms_needs_phone: words(m.notifications_notices_sms_needs_phone_title, m.notifications_notices_sms_needs_phone),
} satisfies Record<NoticeReason, ErrorMessage>;
