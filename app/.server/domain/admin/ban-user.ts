import { SUSPENSION_DAYS, type SuspensionLength } from "~/lib/moderation/report-rules";
import type { Database } from "../../db/client";
import { appendModerationLog } from "../moderation/append-moderation-log";
import { suspendAccount } from "../moderation/suspend-account";
import { assertAdmin, assertNotSelf } from "./assert-admin";
import { lockUserSnapshot, snapshotOf } from "./lock-user-snapshot";

const DAY_MS = 86_400_000;

/**
 * Suspends an account for 7 or 30 days, or until lifted: it is signed out everywhere at once, and
 * it stays suspended until the date passes (db/queries/public-listing.ts, suspendedNow) or an
 * admin lifts it. Logged in the same transaction. `now` is when the suspension starts: tests move
 * the clock with it. Returns the user's name and when the suspension ends (null: until lifted).
 */
export async function banUser(
  db: Database,
  actorId: string,
  userId: string,
  reason: string,
  length: SuspensionLength = "indefinite",
  now: Date = new Date(),
): Promise<{ fullName: string; until: Date | null }> {
  const actor = await assertAdmin(db, actorId);
  assertNotSelf(actorId, userId);
  const days = SUSPENSION_DAYS[length];
  const until = days === null ? null : new Date(now.getTime() + days * DAY_MS);
  return db.transaction(async (tx) => {
    const before = await lockUserSnapshot(tx, userId);
    const fullName = await suspendAccount(tx, userId, until, reason);
    await appendModerationLog(tx, {
      actor,
      action: "user_suspended",
      target: { kind: "user", id: userId },
      subjectId: userId,
      note: reason,
      details: { until: until?.toISOString() ?? null, length },
      snapshot: snapshotOf(before),
    });
    return { fullName, until };
  });
}
