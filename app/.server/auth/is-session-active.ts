import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { accountNotSuspended } from "../db/queries/public-listing";
import { sessions, users } from "../db/schema";

/**
 * Whether a session still stands: not signed out (its row is deleted), not expired, and its
 * account not suspended. Asked by long-lived connections, which outlive the request that checked it.
 */
export async function isSessionActive(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`), accountNotSuspended));
  return Boolean(row);
}
