import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";

/**
 * Signs the user out elsewhere: one session, all but this one, or all. Only the acting user's
 * own sessions can match. Sessions are checked in the database on every request, so a deleted
 * one stops working at once.
 */
export async function revokeSessions(
  db: Database,
  userId: string,
  which: { sessionId: string } | { allExcept: string } | { all: true },
): Promise<number> {
  const mine = eq(sessions.userId, userId);
  const where =
    "sessionId" in which
      ? and(mine, eq(sessions.id, which.sessionId))
      : "allExcept" in which
        ? and(mine, ne(sessions.id, which.allExcept))
        : mine;
  const removed = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return removed.length;
}
