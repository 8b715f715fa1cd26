import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";

/** The header's badge: the user's unread notifications (a partial index keeps this cheap on every page). */
export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}
