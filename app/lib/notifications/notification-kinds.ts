/**
 * THE list of notification kinds (notifications.kind). The database's CHECK is built from it
 * (app/.server/db/schema/notifications.ts), every insert is typed by it, and the page words each
 * kind (app/lib/notifications/notification-text.ts, which must word them all). Adding a kind is one line here,
 * its words there and in messages/en.json and messages/sw.json, and a generated migration.
 */
export const NOTIFICATION_KINDS = [
  "subscription_expiring",
  "subscription_expired",
  "subscription_renewed",
  "listing_favorited",
  "payment_completed",
  "payment_failed",
  "payment_cancelled",
  "payment_refunded",
  "seller_listed",
  "message_received",
  "listing_under_review",
  "listing_hidden",
  "listing_removed",
  "listing_restored",
  "account_warned",
  "report_actioned",
  "report_dismissed",
  "moderation_needed",
  "student_verification_lapsed",
  "saved_listing_closed",
  "review_received",
  "review_replied",
  "listing_expiring",
  "payout_requested",
  "payout_paid",
  "payout_failed",
  "payout_refused",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What a kind's row must name, beyond its reader: the database refuses a row of these kinds
 * without it (the notifications_kind_names_* checks). A kind named nowhere here needs nothing.
 */
export const NOTIFICATION_KINDS_NAMING = {
  /** A shop and the subscription period the words are about. */
  period: ["subscription_expiring", "subscription_expired", "subscription_renewed"],
  listing: [
    "listing_favorited",
    "seller_listed",
    "listing_under_review",
    "listing_hidden",
    "listing_removed",
    "listing_restored",
    "moderation_needed",
    "listing_expiring",
  ],
  payment: ["payment_completed", "payment_failed", "payment_cancelled", "payment_refunded"],
  review: ["review_received", "review_replied"],
  /** A withdrawal: asked for (with the link that freezes the money), paid, failed or came back, refused. */
  payout: ["payout_requested", "payout_paid", "payout_failed", "payout_refused"],
} as const satisfies Record<string, readonly NotificationKind[]>;

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === "string" && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
