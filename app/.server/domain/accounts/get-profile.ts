import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campuses, userCampuses, users } from "../../db/schema";

/** The signed-in user's profile page: personal details and campuses (primary first). */
export async function getProfile(db: Database, userId: string) {
  const [[profile], myCampuses] = await Promise.all([
    db
      .select({
        fullName: users.fullName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        whatsappNumber: users.whatsappNumber,
        contactPreference: users.contactPreference,
        university: users.university,
        userType: users.userType,
        updatedAt: users.updatedAt,
        twoFactorEnabled: users.twoFactorEnabled,
        profileImageUrl: users.profileImageUrl,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    db
      .select({
        id: campuses.id,
        name: campuses.name,
        shortName: campuses.shortName,
        isPrimary: userCampuses.isPrimary,
      })
      .from(userCampuses)
      .innerJoin(campuses, eq(campuses.id, userCampuses.campusId))
      .where(eq(userCampuses.userId, userId))
      .orderBy(asc(campuses.name)),
  ]);
  if (!profile) throw new Error(`No profile for signed-in user ${userId}`);
  return { profile, campuses: [...myCampuses].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)) };
}
