/**
 * "Try again" after a payment that did not go through (app/routes/payments/payment-result.tsx): the
 * pay page of what it was for, with `?retry=<payment id>` so the form starts from that payment's
 * details. The id, never the number, travels in the address: a phone number must not reach a log.
 */
export const RETRY_PARAM = "retry";

/** What a payment page needs to know of the payment to offer it again. */
export interface RetriedPayment {
  id: string;
  type: string;
  amount: string;
  listingId: string | null;
  shopId: string | null;
}

/** The pay page for the same thing; null for what cannot be paid again from here. */
export function retryPath(payment: RetriedPayment): string | null {
  const retry = `${RETRY_PARAM}=${payment.id}`;
  if (payment.type === "listing_fee" && payment.listingId) return `/my-listings/${payment.listingId}/pay?${retry}`;
  if (payment.type === "shop_subscription" && payment.shopId)
    return `/shop-management/${payment.shopId}/subscribe?${retry}`;
  if (payment.type === "wallet_topup")
    return `/wallet/add-balance?amount=${Math.round(Number(payment.amount))}&${retry}`;
  return null;
}
