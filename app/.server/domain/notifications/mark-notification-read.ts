import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";

/**
 * Marks one of the user's own notifications read (Mark Read, or opening it) and says where it
 * leads. Someone else's, or a missing one, is "not found".
 */
export async function markNotificationRead(db: Database, userId: string, id: string): Promise<{ link: string | null }> {
  if (!isUuid(id)) throw new AppError("not_found", "notification_not_found");
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ link: notifications.link });
  if (!updated[0]) throw new AppError("not_found", "notification_not_found");
  return { link: updated[0].link };
}
