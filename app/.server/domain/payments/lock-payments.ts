import { eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";

/**
 * Locks the payments a deletion is about to touch (ON DELETE SET NULL or CASCADE), before the
 * deletion locks anything else. Completing a payment locks the payment, then the owner, then the
 * listing (apply-gateway-status.ts); a deletion that took the listing or the owner first and then
 * waited for the payment would deadlock with it. Taking them in the same order, it just waits.
 */
export async function lockPaymentsWhere(tx: Pick<Database, "select">, where: SQL): Promise<void> {
  await tx.select({ id: payments.id }).from(payments).where(where).orderBy(payments.id).for("update");
}

export const paymentsOfListing = (listingId: string) => eq(payments.listingId, listingId);
export const paymentsOfUser = (userId: string) => eq(payments.userId, userId);
