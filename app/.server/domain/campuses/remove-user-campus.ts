import { and, asc, eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { userCampuses, users } from "../../db/schema";

/**
 * Removes one of the acting user's campuses. The last one stays (everyone has a campus); when
 * the primary goes, the first remaining campus becomes primary.
 */
export async function removeUserCampus(db: Database, userId: string, campusId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const mine = await tx
      .select({ campusId: userCampuses.campusId, isPrimary: userCampuses.isPrimary })
      .from(userCampuses)
      .where(eq(userCampuses.userId, userId))
      .orderBy(asc(userCampuses.createdAt), asc(userCampuses.campusId));
    const target = mine.find((c) => c.campusId === campusId);
    if (!target) throw new AppError("not_found", "campus_update_failed");
    if (mine.length === 1) throw new AppError("conflict", "campus_required");
    await tx.delete(userCampuses).where(and(eq(userCampuses.userId, userId), eq(userCampuses.campusId, campusId)));
    if (target.isPrimary) {
      const next = mine.find((c) => c.campusId !== campusId)!;
      await tx
        .update(userCampuses)
        .set({ isPrimary: true })
        .where(and(eq(userCampuses.userId, userId), eq(userCampuses.campusId, next.campusId)));
      await tx.update(users).set({ campusId: next.campusId }).where(eq(users.id, userId));
    }
  });
}
