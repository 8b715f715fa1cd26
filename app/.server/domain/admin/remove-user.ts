import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users, voices } from "../../db/schema";
import { appendModerationLog } from "../moderation/append-moderation-log";
import { lockPaymentsWhere, paymentsOfUser } from "../payments/lock-payments";
import { assertAdmin, assertNotSelf } from "./assert-admin";
import { lockUserSnapshot, snapshotOf } from "./lock-user-snapshot";

/**
 * Deletes an account and everything that hangs off it (sessions, campuses, listings, favorites:
 * the foreign keys cascade). The moderation log keeps an entry with a snapshot of the account (it
 * holds no foreign keys, so the history outlives it), and the account's voice is forfeited.
 * Returns the user's name.
 */
export async function removeUser(db: Database, actorId: string, userId: string): Promise<string> {
  const actor = await assertAdmin(db, actorId);
  assertNotSelf(actorId, userId);
  return db.transaction(async (tx) => {
    await lockPaymentsWhere(tx, paymentsOfUser(userId));
    const before = await lockUserSnapshot(tx, userId);
    await appendModerationLog(tx, {
      actor,
      action: "user_deleted",
      target: { kind: "user", id: userId },
      subjectId: userId,
      note: "",
      snapshot: snapshotOf(before),
    });
    // Deleted by an admin is deleted for abuse: what the account said stops counting (its reviews
    // drop from every rating), and its number speaks for nobody else for 90 days (voices.ts).
    await tx.update(voices).set({ forfeitedAt: new Date() }).where(eq(voices.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return before.fullName;
  });
}
