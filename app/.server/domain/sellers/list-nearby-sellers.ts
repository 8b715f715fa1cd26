import { and, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { distanceKm } from "~/lib/campuses/geo";
import type { Database } from "../../db/client";
import { accountNotSuspended } from "../../db/queries/public-listing";
import { campuses, userCampuses, users } from "../../db/schema";
import { activeListingCounts } from "./active-listing-counts";

export const NEARBY_SELLERS_LIMIT = 25;

export interface NearbySeller {
  id: string;
  fullName: string;
  profileImageUrl: string | null;
  userType: string;
  campusShortName: string;
  listings: number;
  distanceKm: number | null;
}

/**
 * The nearby-sellers strip (docs/product.md#sellers): sellers with at least one active listing on
 * the chosen campus, else on the signed-in user's campuses (every account has one; a
 * 0.1-degree box around a user placed by nothing else is never needed), else anywhere; at most 25; nearest first when a campus places the viewer,
 * else by number of listings. The viewer is never listed.
 */
export async function listNearbySellers(
  db: Database,
  viewer: { campusId?: string | null; userId?: string | null },
): Promise<NearbySeller[]> {
  let campusIds: string[] = [];
  let origin: { latitude: number; longitude: number } | null = null;
  const campusOf = async (id: string) =>
    (
      await db
        .select({ id: campuses.id, latitude: campuses.latitude, longitude: campuses.longitude })
        .from(campuses)
        .where(eq(campuses.id, id))
        .limit(1)
    )[0];

  if (viewer.campusId) {
    const campus = await campusOf(viewer.campusId);
    if (campus) {
      campusIds = [campus.id];
      origin = campus;
    }
  } else if (viewer.userId) {
    const mine = await db
      .select({
        id: userCampuses.campusId,
        primary: userCampuses.isPrimary,
        latitude: campuses.latitude,
        longitude: campuses.longitude,
      })
      .from(userCampuses)
      .innerJoin(campuses, eq(campuses.id, userCampuses.campusId))
      .where(eq(userCampuses.userId, viewer.userId));
    // Every account has at least its primary campus (migration 0006).
    if (mine.length > 0) {
      campusIds = mine.map((c) => c.id);
      origin = mine.find((c) => c.primary) ?? mine[0]!;
    }
  }

  const counts = activeListingCounts(users.id);
  const where: SQL[] = [
    or(sql`${users.role} is null`, ne(users.role, "admin"))!,
    accountNotSuspended,
    sql`(${counts.productCount} + ${counts.accommodationCount}) > 0`,
  ];
  if (viewer.userId) where.push(ne(users.id, viewer.userId));
  if (campusIds.length > 0) where.push(inArray(users.campusId, campusIds));
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      profileImageUrl: users.profileImageUrl,
      userType: users.userType,
      campusShortName: campuses.shortName,
      latitude: campuses.latitude,
      longitude: campuses.longitude,
      ...counts,
    })
    .from(users)
    .innerJoin(campuses, eq(campuses.id, users.campusId))
    .where(and(...where))
    .orderBy(sql`(${counts.productCount} + ${counts.accommodationCount}) desc`)
    .limit(200);

  return rows
    .map((r) => ({
      id: r.id,
      fullName: r.fullName,
      profileImageUrl: r.profileImageUrl,
      userType: r.userType,
      campusShortName: r.campusShortName,
      listings: r.productCount + r.accommodationCount,
      distanceKm: origin ? distanceKm(origin, r) : null,
    }))
    .sort(
      (a, b) =>
        (origin ? a.distanceKm! - b.distanceKm! : 0) || b.listings - a.listings || a.fullName.localeCompare(b.fullName),
    )
    .slice(0, NEARBY_SELLERS_LIMIT);
}
