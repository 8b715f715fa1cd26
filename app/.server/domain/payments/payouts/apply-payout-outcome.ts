import { eq, sql } from "drizzle-orm";
import type { PayoutReviewReason, PayoutStatus } from "~/lib/payments/payouts";
import type { Database } from "../../../db/client";
import { payouts } from "../../../db/schema";
import type { PayoutOutcome } from "../../../payments/payout-gateway";
import { logger } from "../../../runtime/logger";
import { appendWalletEntry } from "../wallet-ledger";
import { movePayout } from "./move-payout";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type PayoutRow = typeof payouts.$inferSelect;

/** How long after failing a payout is still asked about, in case the gateway paid it after all. */
export const LATE_CHECK_WINDOW_MS = 24 * 60 * 60 * 1000;
const LATE_CHECK_MS = 30 * 60 * 1000;

/** A late look at a failed payout, while it is young enough to be worth one; else none. */
export function lateCheckAt(payout: Pick<PayoutRow, "createdAt">, now: Date): Date | null {
  const next = now.getTime() + LATE_CHECK_MS;
  return next - payout.createdAt.getTime() < LATE_CHECK_WINDOW_MS ? new Date(next) : null;
}

async function flag(tx: Tx, payout: PayoutRow, reason: PayoutReviewReason, outcome: PayoutOutcome | null) {
  // The payout id and state only: the number is personal and stays out of the log.
  logger.error(
    { payoutId: payout.id, status: payout.status, gatewayState: outcome?.state ?? null, reason },
    "payout flagged for review",
  );
  await tx
    .update(payouts)
    .set({ needsReview: true, reviewReason: reason, updatedAt: sql`now()` })
    .where(eq(payouts.id, payout.id));
}

/** Puts a payout's money back in the balance with its move to failed, returned or refused: the unique (payout, kind) index makes it once. */
export async function giveMoneyBack(tx: Tx, payout: Pick<PayoutRow, "id" | "userId" | "amount">): Promise<void> {
  await appendWalletEntry(tx, {
    userId: payout.userId,
    kind: "payout_returned",
    amount: payout.amount,
    payoutId: payout.id,
  });
}

/**
 * Acts on what the gateway said of one payout, exactly once (docs/payments.md#payouts). The row is
 * locked and read again, and only a move PAYOUT_MOVES allows is made, with its ledger entry, in
 * this one transaction; so webhooks, the first answer and any number of reconciliation runs, at
 * once or late, move the money once.
 * - paid: requested or sent becomes paid. After failed, nothing moves (its money is already back
 *   in the balance) and the payout is flagged for a person. An amount other than ours is paid
 *   (the phone has it) and flagged.
 * - failed: requested or sent becomes failed and its money comes back. After paid, nothing moves
 *   and it is flagged: only a person says a paid payout came back (returned).
 * - in_process: requested becomes sent; nothing else.
 * - null, the gateway has no such payout: one still requested was never sent, so it fails and
 *   its money comes back; one the gateway had taken is flagged.
 * Returns the status afterwards, and whether this call moved it.
 */
export async function applyPayoutOutcome(
  db: Database,
  payoutId: string,
  outcome: PayoutOutcome | null,
  now: Date = new Date(),
): Promise<{ status: PayoutStatus; moved: boolean } | null> {
  return db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for("update");
    if (!payout || (outcome && outcome.payoutId !== payout.id)) return null;
    const current = payout.status as PayoutStatus;
    const stay = { status: current, moved: false };
    const state = outcome?.state ?? null;
    const open = current === "requested" || current === "sent";

    if (state === "paid") {
      if (current === "failed") {
        if (!payout.needsReview) await flag(tx, payout, "paid_after_failure", outcome);
        await tx.update(payouts).set({ nextCheckAt: null }).where(eq(payouts.id, payout.id));
        return stay;
      }
      if (!open) return stay;
      await movePayout(tx, payout.id, "paid", {
        paidAt: now,
        nextCheckAt: null,
        sentAt: payout.sentAt ?? now,
        gatewayReference: outcome?.reference ?? payout.gatewayReference,
        gatewayFee:
          outcome?.feeTzs === null || outcome?.feeTzs === undefined ? payout.gatewayFee : String(outcome.feeTzs),
        registeredName: payout.registeredName ?? outcome?.registeredName ?? null,
      });
      if (
        outcome?.amountSentTzs !== null &&
        outcome?.amountSentTzs !== undefined &&
        outcome.amountSentTzs !== Number(payout.sentAmount)
      )
        await flag(tx, payout, "amount_mismatch", outcome);
      return { status: "paid", moved: true };
    }

    if (state === "failed" || (outcome === null && current === "requested")) {
      if (current === "paid") {
        if (!payout.needsReview) await flag(tx, payout, "failed_after_paid", outcome);
        return stay;
      }
      if (!open) return stay;
      await movePayout(tx, payout.id, "failed", { returnedAt: now, nextCheckAt: lateCheckAt(payout, now) });
      await giveMoneyBack(tx, payout);
      return { status: "failed", moved: true };
    }

    if (outcome === null) {
      if (current === "sent" && !payout.needsReview) await flag(tx, payout, "unknown_to_gateway", outcome);
      return stay;
    }

    // in_process
    if (current !== "requested") return stay;
    await movePayout(tx, payout.id, "sent", {
      sentAt: now,
      gatewayReference: outcome.reference ?? payout.gatewayReference,
    });
    return { status: "sent", moved: true };
  });
}
