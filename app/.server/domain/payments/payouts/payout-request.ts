import type { payouts } from "../../../db/schema";
import type { PayoutRequest } from "../../../payments/payout-gateway";

/** What the gateway is sent for a payout: always the same for one payout, so asking again is the same request. */
export function payoutRequestOf(
  payout: Pick<typeof payouts.$inferSelect, "id" | "msisdn" | "sentAmount">,
): PayoutRequest {
  return { payoutId: payout.id, msisdn255: payout.msisdn, amountTzs: Number(payout.sentAmount) };
}
