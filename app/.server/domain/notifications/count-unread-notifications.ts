import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";
import { shownNotification } from "./shown-notification";

/** The header's badge: the user's unread notifications (a partial index keeps this cheap on every page). */
export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    // Written as the partial index's own condition, so it is always used.
    .where(and(eq(notifications.userId, userId), sql`not ${notifications.isRead}`, shownNotification));
  return row?.n ?? 0;
}
