import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { appendModerationLog } from "../moderation/append-moderation-log";
import { assertAdmin } from "./assert-admin";
import { lockUserSnapshot, snapshotOf } from "./lock-user-snapshot";

/**
 * Lifts a suspension: the user can sign in again. Logged in the same transaction when there was
 * one to lift. Returns the user's name.
 */
export async function unbanUser(db: Database, actorId: string, userId: string): Promise<string> {
  const actor = await assertAdmin(db, actorId);
  return db.transaction(async (tx) => {
    const before = await lockUserSnapshot(tx, userId);
    await tx.update(users).set({ banned: false, banReason: null, banExpires: null }).where(eq(users.id, userId));
    if (before.banned) {
      await appendModerationLog(tx, {
        actor,
        action: "suspension_lifted",
        target: { kind: "user", id: userId },
        subjectId: userId,
        note: "",
        snapshot: snapshotOf(before),
      });
    }
    return before.fullName;
  });
}
