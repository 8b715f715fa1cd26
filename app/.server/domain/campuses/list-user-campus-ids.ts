import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userCampuses } from "../../db/schema";

/** The campuses a signed-in user's lists follow (every account has at least its primary one). */
export async function listUserCampusIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ campusId: userCampuses.campusId })
    .from(userCampuses)
    .where(eq(userCampuses.userId, userId));
  return rows.map((r) => r.campusId);
}
