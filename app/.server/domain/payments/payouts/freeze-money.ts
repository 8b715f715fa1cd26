import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { SessionUser } from "../../../auth/get-session-user";
import type { Database } from "../../../db/client";
import { payouts, users } from "../../../db/schema";
import { lockWallet } from "../wallet-ledger";
import { giveMoneyBack } from "./apply-payout-outcome";
import { readPayoutFreezeToken } from "./freeze-token";
import { movePayout } from "./move-payout";

export interface FreezeResult {
  /** Withdrawals that were waiting for review and are refused, their money back in the wallet. */
  stopped: number;
}

/**
 * Freezes an account's money from the link of a withdrawal notice: the signed token is the whole
 * authority (no session; the owner may be reading it on a phone where a thief's session is not),
 * and it names a payout, whose owner's money it freezes. Doing it twice is the same as once.
 */
export async function freezeMoneyByLink(db: Database, key: string, token: string | null): Promise<FreezeResult> {
  const payoutId = readPayoutFreezeToken(key, token);
  if (!payoutId) throw new AppError("invalid_input", "payout_freeze_link_invalid");
  const [payout] = await db.select({ userId: payouts.userId }).from(payouts).where(eq(payouts.id, payoutId));
  if (!payout) throw new AppError("not_found", "payout_freeze_link_invalid");
  return freeze(db, payout.userId);
}

/** The same, by the signed-in owner on their wallet page. */
export async function freezeOwnMoney(db: Database, actor: Pick<SessionUser, "id">): Promise<FreezeResult> {
  return freeze(db, actor.id);
}

/**
 * Under the wallet's lock (which every withdrawal takes before it writes), so a withdrawal racing
 * the freeze either committed before it, or reads the freeze and is refused. What waits for review
 * is refused and its money comes back; what the gateway already has cannot be called back.
 */
async function freeze(db: Database, userId: string): Promise<FreezeResult> {
  return db.transaction(async (tx) => {
    if (!(await lockWallet(tx, userId))) throw new AppError("not_found", "payout_freeze_link_invalid");
    await tx
      .update(users)
      .set({ moneyFrozenAt: sql`coalesce(${users.moneyFrozenAt}, now())` })
      .where(eq(users.id, userId));
    const waiting = await tx
      .select({ id: payouts.id, userId: payouts.userId, amount: payouts.amount })
      .from(payouts)
      .where(and(eq(payouts.userId, userId), eq(payouts.status, "in_review")))
      .for("update");
    let stopped = 0;
    for (const payout of waiting) {
      const moved = await movePayout(tx, payout.id, "refused", { returnedAt: new Date() });
      if (!moved) continue;
      await giveMoneyBack(tx, payout);
      stopped += 1;
    }
    return { stopped };
  });
}
