import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { lockPaymentsWhere, paymentsOfUser } from "../payments/lock-payments";

/** Removes an account with everything that hangs off it (sessions, credentials, campuses, listings). */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPaymentsWhere(tx, paymentsOfUser(userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
