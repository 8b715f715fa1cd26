import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";

/** Read notifications are kept this long; unread ones until they are read or deleted. */
export const READ_NOTIFICATION_DAYS = 90;

/**
 * Deletes read notifications older than the keeping time. A plain delete by age: running it twice,
 * or on two instances at once, removes nothing more. Subscription notices stay unique per period
 * even once pruned, because a period never comes again.
 */
export async function pruneReadNotifications(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - READ_NOTIFICATION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.isRead, true), lt(notifications.createdAt, cutoff)))
    .returning({ id: notifications.id });
  return deleted.length;
}
