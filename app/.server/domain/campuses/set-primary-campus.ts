import { and, eq, ne } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { userCampuses, users } from "../../db/schema";

/**
 * Makes one of the acting user's campuses primary (and the
 * profile's campus), in one transaction. Only the user's own campus rows are touched.
 */
export async function setPrimaryCampus(db: Database, userId: string, campusId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ campusId: userCampuses.campusId })
      .from(userCampuses)
      .where(and(eq(userCampuses.userId, userId), eq(userCampuses.campusId, campusId)));
    if (!mine) throw new AppError("not_found", "campus_update_failed");
    // Clear the old primary first: the unique index allows one primary per user at any moment.
    await tx
      .update(userCampuses)
      .set({ isPrimary: false })
      .where(and(eq(userCampuses.userId, userId), ne(userCampuses.campusId, campusId)));
    await tx
      .update(userCampuses)
      .set({ isPrimary: true })
      .where(and(eq(userCampuses.userId, userId), eq(userCampuses.campusId, campusId)));
    await tx.update(users).set({ campusId }).where(eq(users.id, userId));
  });
}
