import { eq } from "drizzle-orm";
import { ROLES, type Role } from "~/lib/moderation/report-rules";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { appendModerationLog } from "../moderation/append-moderation-log";
import { assertAdmin, assertNotSelf } from "./assert-admin";
import { lockUserSnapshot, snapshotOf } from "./lock-user-snapshot";

/**
 * Gives an account a role: student (user), moderator or admin. Only an admin may, never on their
 * own account (the last admin would lock themselves out); a moderator is refused like a student.
 * The role is read afresh on each request, so it takes effect on the account's next page. Logged
 * with the old and new role. Returns the user's name and whether anything changed.
 */
export async function setUserRole(
  db: Database,
  actorId: string,
  userId: string,
  role: Role,
): Promise<{ fullName: string; changed: boolean }> {
  const actor = await assertAdmin(db, actorId);
  assertNotSelf(actorId, userId);
  // The form offers only these; anything else (a script's post) is not a role.
  if (!(ROLES as readonly string[]).includes(role)) throw new AppError("invalid_input", "role_not_allowed");
  return db.transaction(async (tx) => {
    const before = await lockUserSnapshot(tx, userId);
    const from = before.role ?? "user";
    if (from === role) return { fullName: before.fullName, changed: false };
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await appendModerationLog(tx, {
      actor,
      action: "role_changed",
      target: { kind: "user", id: userId },
      subjectId: userId,
      note: "",
      details: { from, to: role },
      snapshot: snapshotOf(before),
    });
    return { fullName: before.fullName, changed: true };
  });
}
