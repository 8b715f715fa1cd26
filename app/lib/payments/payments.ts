/**
 * What a payment can be (docs/payments.md): its states, and what it can be for. The payments
 * table's CHECKs allow the same (app/.server/db/schema/payments.ts); the words for them are in
 * payment-text.ts.
 */

/** pending -> completed | failed | cancelled, and cancelled -> completed when the money was taken after all. */
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "cancelled"] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_TYPES = [
  "wallet_topup",
  "listing_fee",
  "shop_subscription",
  "product_purchase",
  "accommodation_booking",
] as const;

export type PaymentType = (typeof PAYMENT_TYPES)[number];

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function isPaymentType(value: string): value is PaymentType {
  return (PAYMENT_TYPES as readonly string[]).includes(value);
}
