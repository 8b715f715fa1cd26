import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campuses, userCampuses, users } from "../../db/schema";

/**
 * Gives a user who has no campus at all a default one (the first campus by name, as the spec's
 * default-campus query does), so their lists and nearby sellers work. Returns the campus
 * assigned, or null when the user already had one. Only for the acting user.
 */
export async function assignDefaultCampus(db: Database, userId: string): Promise<{ id: string; shortName: string } | null> {
  return db.transaction(async (tx) => {
    const [profile] = await tx.select({ campusId: users.campusId }).from(users).where(eq(users.id, userId)).for("update");
    if (!profile) return null;
    const [existing] = await tx.select({ campusId: userCampuses.campusId }).from(userCampuses).where(eq(userCampuses.userId, userId)).limit(1);
    if (existing) return null;
    if (profile.campusId) {
      await tx.insert(userCampuses).values({ userId, campusId: profile.campusId, isPrimary: true });
      return null;
    }
    const [first] = await tx.select({ id: campuses.id, shortName: campuses.shortName }).from(campuses).orderBy(asc(campuses.name)).limit(1);
    if (!first) return null;
    await tx.insert(userCampuses).values({ userId, campusId: first.id, isPrimary: true });
    await tx.update(users).set({ campusId: first.id }).where(eq(users.id, userId));
    return first;
  });
}
