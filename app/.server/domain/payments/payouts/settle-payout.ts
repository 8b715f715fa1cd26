import { eq } from "drizzle-orm";
import type { PayoutStatus } from "~/lib/payments/payouts";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../../db/client";
import { payouts } from "../../../db/schema";
import type { PayoutGateway } from "../../../payments/payout-gateway";
import { applyPayoutOutcome } from "./apply-payout-outcome";
import { payoutRequestOf } from "./payout-request";

/**
 * Word from outside that a payout changed (the development phone's answer; a gateway's callback,
 * which none signs): never believed, only a reason to ask the gateway now under the payout's own
 * id and apply its answer, as reconciliation would. Returns the status afterwards; null for a
 * payout we do not have at this gateway. A gateway that cannot be asked throws GatewayError,
 * and reconciliation asks later.
 */
export async function settlePayout(
  db: Database,
  gateway: PayoutGateway,
  payoutId: string,
): Promise<PayoutStatus | null> {
  if (!isUuid(payoutId)) return null;
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout || payout.gateway !== gateway.name) return null;
  if (payout.status !== "requested" && payout.status !== "sent") return payout.status as PayoutStatus;
  const outcome = await gateway.payoutStatus(payoutRequestOf(payout));
  return (await applyPayoutOutcome(db, payout.id, outcome))?.status ?? null;
}
