/**
 * Notices: notifications that also go out by e-mail and SMS (decision 0018). (Named notice-kinds, not
 * notices: app/lib/toast-text/ is the toasts' table.) The words are in app/lib/notifications/notice-text.ts.
 */
import type { NotificationKind } from "./notification-kinds";

/** The kinds a student switches per channel on /profile (notice_preferences.kind, notice_windows.kind). */
export const NOTICE_KINDS = [
  "unread_message",
  "review",
  "report_outcome",
  "listing_expiring",
  "shop_subscription",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_CHANNELS = ["email", "sms"] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** What became of a notification on a channel (notice_deliveries.outcome): sent (alone or in a digest), or skipped. */
export const NOTICE_OUTCOMES = ["sent", "skipped"] as const;
export type NoticeOutcome = (typeof NOTICE_OUTCOMES)[number];

/** A kind's switches: what a student has without a notice_preferences row is the default. */
export interface NoticeSwitch {
  email: boolean;
  sms: boolean;
}
export const DEFAULT_NOTICE_SWITCH: NoticeSwitch = { email: true, sms: false };

export function isNoticeKind(value: unknown): value is NoticeKind {
  return typeof value === "string" && (NOTICE_KINDS as readonly string[]).includes(value);
}

const MINUTE_MS = 60_000;

/** At most one notice per kind and channel in this long; what comes meanwhile waits and goes together (a digest). */
export const NOTICE_WINDOW_MS = 6 * 60 * MINUTE_MS;
/** Notifications older than this never go out: turning the feature on (or a long stop) mails no history. */
export const NOTICE_MAX_AGE_MS = 2 * 24 * 60 * MINUTE_MS;

/** Which notice kind a notification is, and how long it waits before it may go out. */
export interface NoticeRule {
  notice: NoticeKind;
  /** A message waits 15 minutes: read on the site by then, it needs no notice. */
  delayMs: number;
}

/**
 * THE one table from a notification's kind (notifications.kind) to its notice. Only these go out
 * by e-mail or SMS; every other notification stays on the site. A notification read on the site
 * before its notice leaves needs none (whatever its kind: a new message unread after 15 minutes,
 * the others at once).
 */
export const NOTICE_RULES = {
  message_received: { notice: "unread_message", delayMs: 15 * MINUTE_MS },
  listing_expiring: { notice: "listing_expiring", delayMs: 0 },
  review_received: { notice: "review", delayMs: 0 },
  review_replied: { notice: "review", delayMs: 0 },
  report_actioned: { notice: "report_outcome", delayMs: 0 },
  report_dismissed: { notice: "report_outcome", delayMs: 0 },
  subscription_expiring: { notice: "shop_subscription", delayMs: 0 },
  subscription_expired: { notice: "shop_subscription", delayMs: 0 },
} as const satisfies Partial<Record<NotificationKind, NoticeRule>>;

export type NoticeableNotificationKind = keyof typeof NOTICE_RULES;
