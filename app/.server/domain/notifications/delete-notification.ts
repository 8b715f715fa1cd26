import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";

/** Deletes one of the user's own notifications. Someone else's, or a missing one, is "not found". */
export async function deleteNotification(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError("not_found", "notification_not_found");
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw new AppError("not_found", "notification_not_found");
}
