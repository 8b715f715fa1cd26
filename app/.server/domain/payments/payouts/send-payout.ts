import { and, eq } from "drizzle-orm";
import type { PayoutStatus } from "~/lib/payments/payouts";
import type { Database } from "../../../db/client";
import { payouts } from "../../../db/schema";
import { GatewayError } from "../../../payments/gateway";
import type { PayoutGateway } from "../../../payments/payout-gateway";
import { logger } from "../../../runtime/logger";
import { applyPayoutOutcome } from "./apply-payout-outcome";
import { payoutRequestOf } from "./payout-request";

/**
 * The one call that sends a requested payout to the gateway, right after it was written (or
 * approved). What the gateway answers is applied (apply-payout-outcome.ts); a refusal fails the
 * payout and gives its money back; a timeout or an unreadable answer changes nothing, and
 * reconciliation asks about it under the same id later, which never pays twice.
 */
export async function sendPayout(
  db: Database,
  gateway: PayoutGateway,
  payoutId: string,
  now: () => Date = () => new Date(),
): Promise<PayoutStatus | null> {
  const [payout] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, "requested"), eq(payouts.gateway, gateway.name)));
  if (!payout) return null;
  try {
    const outcome = await gateway.payout(payoutRequestOf(payout));
    return (await applyPayoutOutcome(db, payout.id, outcome, now()))?.status ?? null;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.failure === "rejected") {
      const failed = {
        payoutId: payout.id,
        state: "failed",
        amountSentTzs: null,
        feeTzs: null,
        reference: null,
        registeredName: null,
      } as const;
      return (await applyPayoutOutcome(db, payout.id, failed, now()))?.status ?? null;
    }
    logger.warn({ err: error, payoutId: payout.id }, "a payout's answer did not come; reconciliation asks again");
    return "requested";
  }
}
