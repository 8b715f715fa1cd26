/** Attempt limits (app/lib/accounts/attempt-limits.ts). Reasons that carry values say which. The words are in app/lib/error-text/limits.ts. */
export const LIMIT_REASONS = [
  /** Values: `{ seconds }` until the next try. */
  "too_many_attempts",
  /** Values: `{ seconds }` until the next try. */
  "sign_in_locked",
] as const;

export type LimitReason = (typeof LIMIT_REASONS)[number];
