import { and, eq, inArray, sql } from "drizzle-orm";
import { type PayoutStatus, payoutStatusesMovingTo } from "~/lib/payments/payouts";
import type { Database } from "../../../db/client";
import { payouts } from "../../../db/schema";
import { notifyPayout, type PayoutNotice } from "../../notifications/notify";

type Tx = Pick<Database, "update" | "insert">;

/** What the owner is told when their payout reaches a status; moves not named here tell nothing. */
const NOTICE_OF_MOVE: Partial<Record<PayoutStatus, PayoutNotice>> = {
  paid: "payout_paid",
  failed: "payout_failed",
  returned: "payout_failed",
  refused: "payout_refused",
};
type PayoutRow = typeof payouts.$inferSelect;

/**
 * The only way a payout's status changes: to `to` from a status PAYOUT_MOVES allows, in one
 * guarded UPDATE, so two instances acting on one payout cannot both move it (the second finds
 * it moved and gets null). `set` carries the columns that go with the move; the owner's
 * notification of it is written with it.
 */
export async function movePayout(
  tx: Tx,
  payoutId: string,
  to: PayoutStatus,
  set: Partial<Omit<PayoutRow, "id" | "status" | "userId">> = {},
): Promise<PayoutRow | null> {
  const from = payoutStatusesMovingTo(to);
  if (from.length === 0) return null;
  const [moved] = await tx
    .update(payouts)
    .set({ ...set, status: to, updatedAt: sql`now()` })
    .where(and(eq(payouts.id, payoutId), inArray(payouts.status, from)))
    .returning();
  const notice = NOTICE_OF_MOVE[to];
  if (moved && notice) await notifyPayout(tx, moved, notice);
  return moved ?? null;
}
