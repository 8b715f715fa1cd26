/** The notifications page and Web Push subscriptions. The words are in app/lib/error-text/notifications.ts. */
export const NOTIFICATION_REASONS = [
  "notification_not_found",
  "push_subscription_invalid",
  "notification_cursor_invalid",
] as const;

export type NotificationReason = (typeof NOTIFICATION_REASONS)[number];
