import { eq, sql } from "drizzle-orm";
import type { PayoutStatus } from "~/lib/payments/payouts";
import { type Database, queryRows } from "../../../db/client";
import { payouts } from "../../../db/schema";
import { GatewayError } from "../../../payments/gateway";
import type { PayoutGateway } from "../../../payments/payout-gateway";
import { logger } from "../../../runtime/logger";
import { CLAIM_LEASE_MS, nextCheckDelayMs } from "../reconcile-payments";
import { applyPayoutOutcome, lateCheckAt } from "./apply-payout-outcome";
import { payoutRequestOf } from "./payout-request";

export interface PayoutReconcileSummary {
  checked: number;
  paid: number;
  failed: number;
}

interface Claimed {
  id: string;
  msisdn: string;
  sent_amount: string;
  check_attempts: number;
  next_check_at: Date | string;
}

const BATCH = 10;

/**
 * One run of payout reconciliation (docs/payments.md#payouts): every payout not final, and a
 * failed one for a day after, is asked about with the same growing pauses as payments, under the
 * same id, so a payout whose first call timed out is settled by asking, never by paying again.
 * Claims are leases in the payouts table, taken in one statement that skips rows another instance
 * holds: two instances never ask about one payout at once, and a run that dies leaves its claims
 * to be taken again when the lease ends.
 */
export async function reconcilePayouts(
  db: Database,
  gateway: PayoutGateway,
  options: { now?: Date; batch?: number } = {},
): Promise<PayoutReconcileSummary> {
  const clock = () => options.now ?? new Date();
  const summary: PayoutReconcileSummary = { checked: 0, paid: 0, failed: 0 };
  const at = clock().toISOString();
  const claimed = await queryRows<Claimed>(
    db,
    sql`update payouts set next_check_at = ${at}::timestamptz + make_interval(secs => ${CLAIM_LEASE_MS / 1000}), check_attempts = check_attempts + 1
      where id in (
        select id from payouts
        where next_check_at <= ${at}::timestamptz and gateway = ${gateway.name}
        order by next_check_at
        limit ${options.batch ?? BATCH}
        for update skip locked
      )
      returning id, msisdn, sent_amount, check_attempts, next_check_at`,
  );
  for (const payout of claimed) {
    summary.checked++;
    try {
      const outcome = await gateway.payoutStatus(
        payoutRequestOf({ id: payout.id, msisdn: payout.msisdn, sentAmount: payout.sent_amount }),
      );
      const after = await applyPayoutOutcome(db, payout.id, outcome, clock());
      if (after?.moved && after.status === "paid") summary.paid++;
      if (after?.moved && after.status === "failed") summary.failed++;
    } catch (error) {
      logger.warn(
        { err: error, payoutId: payout.id },
        error instanceof GatewayError
          ? "payout reconciliation could not ask the gateway; trying again later"
          : "reconciling a payout failed; trying again later",
      );
    }
    try {
      await scheduleNextCheck(db, payout, clock());
    } catch (error) {
      logger.warn(
        { err: error, payoutId: payout.id },
        "could not schedule a payout's next check; its lease brings it back",
      );
    }
  }
  return summary;
}

/** When to ask again: soon while open, now and then for a day once failed, never once paid or flagged. */
async function scheduleNextCheck(db: Database, claimed: Claimed, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, claimed.id)).for("update");
    // Gone, or claimed since by another run (this one outlived its lease): that run decides.
    if (!payout || payout.nextCheckAt?.getTime() !== new Date(claimed.next_check_at).getTime()) return;
    const status = payout.status as PayoutStatus;
    const next =
      status === "requested" || status === "sent"
        ? new Date(now.getTime() + nextCheckDelayMs(claimed.check_attempts))
        : status === "failed" && !payout.needsReview
          ? lateCheckAt(payout, now)
          : null;
    await tx.update(payouts).set({ nextCheckAt: next }).where(eq(payouts.id, claimed.id));
  });
}
