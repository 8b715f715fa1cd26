import { and, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import { RANKED_MIN_REVIEWS } from "~/lib/reviews/review-rules";
import { SELLERS_PAGE_SIZE } from "~/lib/sellers/people";
import type { Database } from "../../db/client";
import { accountNotSuspended } from "../../db/queries/public-listing";
import { likePattern } from "../../db/queries/search-page";
import { type RatingPair, sellerRatingOf } from "../../db/queries/seller-rating";
import { campuses, sellerRatings, users } from "../../db/schema";
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
  /** "newest" members first (the default), or the best "rating" first (sellers without reviews last). */
  sort?: SellerSort;
}

export const SELLER_SORTS = ["newest", "rating"] as const;

/**
 * "Highest rated" ranks by the average pulled towards 4 stars as if by 3 more reviews: one 5-star
 * review (a friend, a second account) does not put a seller above one with 4.9 from 200 students.
 * Only sellers with at least 3 counted reviews (each a confirmed phone's voice) are ranked; the
 * rest follow, newest first.
 */
const RATING_RANK = sql`case when ${sellerRatings.reviews} >= ${RANKED_MIN_REVIEWS} then ((${sellerRatings.starsTotal} + 12)::numeric / (${sellerRatings.reviews} + 3)) end`;
export type SellerSort = (typeof SELLER_SORTS)[number];

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
  /** "★ 4.7 (23)": [average, how many students], null before any review. */
  rating: RatingPair;
}

/** The seller directory (/users): newest members or best rated first, name search, campus and type filters. */
export async function listSellers(
  db: Database,
  filters: SellerFilters,
): Promise<{ sellers: SellerCard[]; total: number }> {
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
        rating: sellerRatingOf(users.id),
      })
      .from(users)
      .leftJoin(campuses, eq(campuses.id, users.campusId))
      .leftJoin(sellerRatings, eq(sellerRatings.sellerId, users.id))
      .where(and(...where))
      .orderBy(
        ...(filters.sort === "rating"
          ? [
              sql`${RATING_RANK} desc nulls last`,
              sql`case when ${sellerRatings.reviews} >= ${RANKED_MIN_REVIEWS} then ${sellerRatings.reviews} end desc nulls last`,
            ]
          : []),
        desc(users.createdAt),
        desc(users.id),
      )
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(and(...where)),
  ]);
  return { sellers, total: counted?.total ?? 0 };
}
