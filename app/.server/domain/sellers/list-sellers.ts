import { and, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import { SELLERS_PAGE_SIZE } from "~/lib/people";
import type { Database } from "../../db/client";
import { accountNotSuspended } from "../../db/queries/public-listing";
import { likePattern } from "../../db/queries/search-page";
import { campuses, users } from "../../db/schema";
import { verifiedStudentNow, verifiedUniversityOf } from "../verification/verified-student-now";
import { activeListingCounts } from "./active-listing-counts";

export interface SellerFilters {
  q?: string;
  campusId?: string;
  userType?: string;
  /** Only verified students now ("Verified students"). */
  verified?: boolean;
  /** How many pages of 20 are shown ("Load More Sellers" adds one). */
  pages: number;
  /** The signed-in user, who is not listed. */
  excludeUserId?: string | null;
}

export interface SellerCard {
  id: string;
  fullName: string;
  profileImageUrl: string | null;
  userType: string;
  campusShortName: string | null;
  verifiedUniversity: string | null;
  createdAt: Date;
  productCount: number;
  accommodationCount: number;
}

/** The seller directory (/users): newest members first, name search, campus and type filters. */
export async function listSellers(db: Database, filters: SellerFilters): Promise<{ sellers: SellerCard[]; total: number }> {
  const where: SQL[] = [or(sql`${users.role} is null`, ne(users.role, "admin"))!, accountNotSuspended];
  if (filters.q) where.push(ilike(users.fullName, likePattern(filters.q)));
  if (filters.campusId) where.push(eq(users.campusId, filters.campusId));
  if (filters.userType) where.push(eq(users.userType, filters.userType));
  if (filters.verified) where.push(verifiedStudentNow(users.id));
  if (filters.excludeUserId) where.push(ne(users.id, filters.excludeUserId));
  const limit = SELLERS_PAGE_SIZE * filters.pages;
  const [sellers, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        profileImageUrl: users.profileImageUrl,
        userType: users.userType,
        campusShortName: campuses.shortName,
        verifiedUniversity: verifiedUniversityOf(users.id),
        createdAt: users.createdAt,
        ...activeListingCounts(users.id),
      })
      .from(users)
      .leftJoin(campuses, eq(campuses.id, users.campusId))
      .where(and(...where))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(and(...where)),
  ]);
  return { sellers, total: counted?.total ?? 0 };
}
