import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";

/** The user's signed-in devices, most recently used first (tokens never leave the server). */
export async function listSessions(db: Database, userId: string, currentSessionId: string) {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((r) => ({ ...r, current: r.id === currentSessionId }));
}
