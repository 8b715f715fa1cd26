import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { appendModerationLog } from "../moderation/append-moderation-log";
import { lockUserSnapshot, snapshotOf } from "./lock-user-snapshot";

/**
 * Gives an account the admin role. Only for the operator's command (`npm run user:make-admin`):
 * whoever can run it already holds the database, so there is no acting user to check, and the
 * log names no actor. Returns false when no account has that e-mail.
 */
export async function makeAdmin(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    for (const { id } of found) {
      const before = await lockUserSnapshot(tx, id);
      const from = before.role ?? "user";
      if (from === "admin") continue;
      await tx.update(users).set({ role: "admin" }).where(eq(users.id, id));
      await appendModerationLog(tx, {
        actor: null,
        action: "role_changed",
        target: { kind: "user", id },
        subjectId: id,
        note: "",
        details: { from, to: "admin", by: "operator_command" },
        snapshot: snapshotOf(before),
      });
    }
    return found.length > 0;
  });
}
