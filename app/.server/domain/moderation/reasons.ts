/** Reports, the moderation console and appeals. The words are in app/lib/error-text/moderation.ts. */
export const MODERATION_REASONS = [
  "not_moderator",
  "report_target_not_found",
  "report_own_target",
  "report_already_open",
  "reports_per_day",
  "report_case_not_found",
  "moderation_action_not_allowed",
  "moderation_not_yourself",
  /** A moderator opened or decided a case they reported themselves: another moderator decides it. */
  "moderation_own_report",
  "appeal_not_allowed",
  "appeal_already_filed",
  "role_not_allowed",
  "moderation_input_invalid",
  "moderation_staff_account",
] as const;

export type ModerationReason = (typeof MODERATION_REASONS)[number];
