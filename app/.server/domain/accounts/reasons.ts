/** Account errors: sign-up, confirmation links, two-factor sign-in and settings. Reasons that carry values say which. The words are in app/lib/error-text/accounts.ts. */
export const ACCOUNT_REASONS = [
  "account_exists",
  "sign_up_unknown_campus",
  /** Values: `{ message? }`, the auth library's words. */
  "sign_up_refused",
  /** Values: `{ seconds }` until the next try. */
  "sign_up_rate_limited",
  "sign_up_campuses_not_saved",
  "confirmation_recently_sent",
  "confirmation_link_invalid",
  "confirmation_unavailable",
  "confirmation_link_expired",
  "two_factor_wrong_code",
  "two_factor_wrong_backup_code",
  /** Values: `{ message? }`, the auth library's words. */
  "two_factor_code_refused",
  "two_factor_sign_in_expired",
  "two_factor_locked",
  "two_factor_wrong_password",
  "two_factor_already_on",
  "current_password_wrong",
  "session_ended",
  "auth_rate_limited",
  /** Values: `{ message? }`, the auth library's words. */
  "auth_refused",
] as const;

export type AccountReason = (typeof ACCOUNT_REASONS)[number];
