import type { NotificationReason } from "~/.server/domain/notifications/reasons";
import type { ErrorMessage } from "./placeholders";

/** The notifications page. */
export const NOTIFICATION_ERROR_TEXT = {
  /** Deleted meanwhile (another tab), or not the reader's. */
  notification_not_found: { title: "Error", description: "This notification no longer exists." },
  push_subscription_invalid: { title: "Error", description: "This browser's notification settings could not be saved. Please try again." },
  notification_cursor_invalid: { title: "Error fetching notifications", description: "That page of notifications does not exist." },
} satisfies Record<NotificationReason, ErrorMessage>;
