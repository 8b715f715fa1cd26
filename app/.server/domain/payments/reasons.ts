/** Payments and the wallet. Reasons that carry values say which. The words are in app/lib/error-text/payments.ts. */
export const PAYMENT_REASONS = [
  "payment_not_found",
  "payment_missing_information",
  "payment_invalid_phone",
  "payment_invalid_email",
  "payment_unsupported_network",
  "payment_amount_invalid",
  /** Values: `{ message? }`, the gateway's words. */
  "payment_rejected",
  /** Values: `{ seconds }` until the next try. */
  "payment_number_rate_limited",
  "payment_gateway_unavailable",
  "listing_fee_not_due",
  "listing_fee_not_payable",
  /** Values: `{ balance, fee }`, amounts in TZS. */
  "wallet_insufficient_balance",
  "webhook_refused",
  /** The books' day is not a calendar day written YYYY-MM-DD. */
  "books_day_invalid",
] as const;

export type PaymentReason = (typeof PAYMENT_REASONS)[number];
