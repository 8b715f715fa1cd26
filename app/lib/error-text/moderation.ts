import type { ModerationReason } from "~/.server/domain/moderation/reasons";
import { m } from "~/paraglide/messages";
import { type ErrorMessage, words } from "./placeholders";

/** Reports, the moderation console and appeals. */
export const MODERATION_ERROR_TEXT = {
  not_moderator: words(m.errors_title_not_allowed, m.moderation_error_not_moderator),
  report_target_not_found: words(m.errors_title_not_found, m.moderation_error_target_not_found),
  report_own_target: words(m.errors_title_not_allowed, m.moderation_error_own_target),
  report_already_open: words(m.moderation_error_already_reported_title, m.moderation_error_already_reported),
  reports_per_day: words(m.errors_title_too_many_attempts, m.moderation_error_reports_per_day),
  report_case_not_found: words(m.errors_title_not_found, m.moderation_error_case_not_found),
  moderation_action_not_allowed: words(m.errors_title_not_allowed, m.moderation_error_action_not_allowed),
  moderation_not_yourself: words(m.errors_title_not_allowed, m.moderation_error_not_yourself),
  moderation_own_report: words(m.errors_title_not_allowed, m.moderation_error_own_report),
  appeal_not_allowed: words(m.errors_title_not_allowed, m.moderation_error_appeal_not_allowed),
  appeal_already_filed: words(m.moderation_error_appeal_already_filed_title, m.moderation_error_appeal_already_filed),
  role_not_allowed: words(m.errors_title_not_allowed, m.moderation_error_role_not_allowed),
  moderation_input_invalid: words(m.errors_title_error, m.moderation_error_input_invalid),
  moderation_staff_account: words(m.errors_title_not_allowed, m.moderation_error_staff_account),
} satisfies Record<ModerationReason, ErrorMessage>;
