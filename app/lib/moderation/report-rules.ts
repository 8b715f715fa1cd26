/**
 * What can be reported and why (docs/decisions/0017-listing-life-and-safety.md). Shared by the
 * report form (client and server) and the database's checks.
 */
export const REPORT_TARGET_KINDS = ["listing", "user", "shop", "message", "review"] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** In the order the form lists them; the queue weighs them by REPORT_REASON_WEIGHT. */
export const REPORT_REASONS = [
  "scam",
  "prohibited",
  "misleading",
  "offensive",
  "spam",
  "unavailable",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The queue's order among reports of equal count: a scam first, an item already gone last. */
export const REPORT_REASON_WEIGHT: Record<ReportReason, number> = {
  scam: 1,
  prohibited: 2,
  offensive: 3,
  misleading: 4,
  spam: 5,
  other: 6,
  unavailable: 7,
};

/** "Already sold or unavailable" is news for the seller, not a sign of abuse: it never takes a listing down. */
export const REASONS_THAT_NEVER_TAKE_DOWN: readonly ReportReason[] = ["unavailable"];

export const REPORT_DETAILS_MAX = 1000;
export const REPORTS_PER_ACCOUNT_PER_DAY = 20;

/** Who counts towards the safety net: an account this old, with a confirmed e-mail and a history. */
export const ESTABLISHED_ACCOUNT_DAYS = 7;
/** The window in which the reports that take a listing down must fall. */
export const SAFETY_NET_WINDOW_DAYS = 7;
export const SAFETY_NET_DEFAULT_REPORTERS = 3;

/** A report's target as one URL value, `listing:<uuid>`. */
export function parseReportTarget(value: string | null): { kind: ReportTargetKind; id: string } | null {
  const match =
    /^(listing|user|shop|message|review):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(
      value ?? "",
    );
  return match ? { kind: match[1] as ReportTargetKind, id: match[2]!.toLowerCase() } : null;
}

export const reportTargetValue = (kind: ReportTargetKind, id: string) => `${kind}:${id}`;

/** Moderator actions (each with a required note) and the suspension lengths a moderator may choose. */
export const MODERATION_ACTIONS = ["dismiss", "hide", "remove", "warn", "suspend", "restore"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const SUSPENSION_LENGTHS = ["7d", "30d", "indefinite"] as const;
export type SuspensionLength = (typeof SUSPENSION_LENGTHS)[number];
export const SUSPENSION_DAYS: Record<SuspensionLength, number | null> = { "7d": 7, "30d": 30, indefinite: null };
export const MODERATION_NOTE_MAX = 1000;

/** What the log records: every moderator action, suspension, role change and verification grant or revoke. */
export const MODERATION_LOG_ACTIONS = [
  "report_dismissed",
  "listing_under_review",
  "listing_hidden",
  "listing_removed",
  "listing_restored",
  "user_warned",
  "user_suspended",
  "suspension_lifted",
  "user_deleted",
  "role_changed",
  "verification_granted",
  "verification_revoked",
  "appeal_filed",
  "review_hidden",
  "review_restored",
  "payout_approved",
  "payout_refused",
  "payout_flag_cleared",
] as const;
export type ModerationLogAction = (typeof MODERATION_LOG_ACTIONS)[number];

/** Roles: a moderator has the queue and its actions only (docs/security.md#roles). */
export const ROLES = ["user", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];
