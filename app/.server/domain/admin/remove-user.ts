import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { lockPaymentsWhere, paymentsOfUser } from "../payments/lock-payments";
import { assertAdmin, assertNotSelf } from "./assert-admin";

/**
 * Deletes an account and everything that hangs off it (sessions, campuses, listings, favorites:
 * the foreign keys cascade). Returns the user's name.
 */
export async function removeUser(db: Database, actorId: string, userId: string): Promise<string> {
  await assertAdmin(db, actorId);
  assertNotSelf(actorId, userId);
  const [user] = await db.transaction(async (tx) => {
    await lockPaymentsWhere(tx, paymentsOfUser(userId));
    return tx.delete(users).where(eq(users.id, userId)).returning({ fullName: users.fullName });
  });
  if (!user) throw new AppError("not_found", "user_not_found");
  return user.fullName;
}
