import { m } from "~/paraglide/messages";
import { labelIn } from "../shared/label-in";
import type { ModerationLogAction, ReportReason, ReportTargetKind } from "./report-rules";

/** The report reasons, in the report form's order (app/lib/moderation/report-rules.ts). */
export const REPORT_REASON_LABELS = {
  scam: m.moderation_reason_scam,
  prohibited: m.moderation_reason_prohibited,
  misleading: m.moderation_reason_misleading,
  offensive: m.moderation_reason_offensive,
  spam: m.moderation_reason_spam,
  unavailable: m.moderation_reason_unavailable,
  other: m.moderation_reason_other,
} satisfies Record<ReportReason, () => string>;

const TARGET_KIND_LABELS = {
  listing: m.moderation_console_kind_listing,
  user: m.moderation_console_kind_user,
  shop: m.moderation_console_kind_shop,
  message: m.moderation_console_kind_message,
  review: m.moderation_console_kind_review,
} satisfies Record<ReportTargetKind, () => string>;

const LOG_ACTION_LABELS = {
  report_dismissed: m.moderation_console_log_report_dismissed,
  listing_under_review: m.moderation_console_log_listing_under_review,
  listing_hidden: m.moderation_console_log_listing_hidden,
  listing_removed: m.moderation_console_log_listing_removed,
  listing_restored: m.moderation_console_log_listing_restored,
  user_warned: m.moderation_console_log_user_warned,
  user_suspended: m.moderation_console_log_user_suspended,
  suspension_lifted: m.moderation_console_log_suspension_lifted,
  user_deleted: m.moderation_console_log_user_deleted,
  role_changed: m.moderation_console_log_role_changed,
  verification_granted: m.moderation_console_log_verification_granted,
  verification_revoked: m.moderation_console_log_verification_revoked,
  appeal_filed: m.moderation_console_log_appeal_filed,
  review_hidden: m.moderation_log_review_hidden,
  review_restored: m.moderation_log_review_restored,
  payout_approved: m.moderation_log_payout_approved,
  payout_refused: m.moderation_log_payout_refused,
  payout_flag_cleared: m.moderation_log_payout_flag_cleared,
} satisfies Record<ModerationLogAction, () => string>;

export const reportReasonLabel = (value: string): string => labelIn(REPORT_REASON_LABELS, value);
export const reportTargetKindLabel = (value: string): string => labelIn(TARGET_KIND_LABELS, value);
export const moderationLogActionLabel = (value: string): string => labelIn(LOG_ACTION_LABELS, value);
