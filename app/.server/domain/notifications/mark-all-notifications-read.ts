import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";

/** Marks all of the user's own notifications read; returns how many were unread. */
export async function markAllNotificationsRead(db: Database, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return updated.length;
}
