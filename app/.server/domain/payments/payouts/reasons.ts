/** Withdrawals to a student's phone (docs/payments.md#payouts). The words are in app/lib/error-text/payouts.ts. */
export const PAYOUT_REASONS = [
  /** Values: `{ min, max }`: at least the minimum, at most the balance, in shillings. */
  "payout_amount_invalid",
  /** A payout goes only to the account's own number, confirmed by an SMS code. */
  "payout_phone_not_confirmed",
  "payout_password_wrong",
  /** Values: `{ change, hours }`: a change in the last day (password, phone, two_factor, device) holds money in for `hours` more. */
  "payout_recent_change",
  /** The owner froze the account's money from a withdrawal notice. */
  "payout_money_frozen",
  /** Values: `{ limit, left }`: the 24-hour limit, and what it leaves today. */
  "payout_daily_limit",
  /** Values: `{ limit, left }`: the 30-day limit, and what it leaves. */
  "payout_monthly_limit",
  /** Values: `{ balance }`. */
  "payout_insufficient_balance",
  "payout_not_found",
  /** A reviewer's approve or refuse on a payout no longer waiting for review. */
  "payout_not_in_review",
  /** The freeze link is not one we made, or not for this account. */
  "payout_freeze_link_invalid",
  /** No gateway is set up to pay out (docs/payments.md#payouts). */
  "payout_unavailable",
] as const;

export type PayoutReason = (typeof PAYOUT_REASONS)[number];
