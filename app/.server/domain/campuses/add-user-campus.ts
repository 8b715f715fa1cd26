import { and, eq, sql } from "drizzle-orm";
import { MAX_CAMPUSES_PER_USER } from "~/lib/campuses/campus-rules";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { campuses, userCampuses, users } from "../../db/schema";

/** Adds a campus to the acting user's campuses (at most 5; the database refuses a sixth too). */
export async function addUserCampus(db: Database, userId: string, campusId: string): Promise<void> {
  if (!isUuid(campusId)) throw new AppError("invalid_input", "campus_update_failed");
  await db.transaction(async (tx) => {
    // Lock the user's row so two quick adds cannot both count four campuses.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [campus] = await tx.select({ id: campuses.id }).from(campuses).where(eq(campuses.id, campusId));
    if (!campus) throw new AppError("not_found", "campus_update_failed");
    const mine = await tx
      .select({ campusId: userCampuses.campusId })
      .from(userCampuses)
      .where(eq(userCampuses.userId, userId));
    if (mine.some((c) => c.campusId === campusId)) return;
    if (mine.length >= MAX_CAMPUSES_PER_USER) {
      throw new AppError("conflict", "campus_limit_reached");
    }
    await tx.insert(userCampuses).values({ userId, campusId, isPrimary: mine.length === 0 });
    if (mine.length === 0)
      await tx
        .update(users)
        .set({ campusId })
        .where(and(eq(users.id, userId)));
  });
}
