import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userCampuses, users } from "../../db/schema";

/** The campuses a signed-in user's lists follow: their campus rows, else their profile campus. */
export async function listUserCampusIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ campusId: userCampuses.campusId }).from(userCampuses).where(eq(userCampuses.userId, userId));
  if (rows.length > 0) return rows.map((r) => r.campusId);
  const [profile] = await db.select({ campusId: users.campusId }).from(users).where(eq(users.id, userId)).limit(1);
  return profile?.campusId ? [profile.campusId] : [];
}
