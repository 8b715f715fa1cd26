import type { NotificationReason } from "~/.server/domain/notifications/reasons";
import { m } from "~/paraglide/messages";
import { type ErrorMessage, words } from "./placeholders";

/** The notifications page. */
export const NOTIFICATION_ERROR_TEXT = {
  /** Deleted meanwhile (another tab), or not the reader's. */
  notification_not_found: words(m.errors_title_error, m.errors_notification_not_found),
  push_subscription_invalid: words(m.errors_title_error, m.errors_push_subscription_invalid),
  notification_cursor_invalid: words(m.errors_notification_cursor_invalid_title, m.errors_notification_cursor_invalid),
} satisfies Record<NotificationReason, ErrorMessage>;
