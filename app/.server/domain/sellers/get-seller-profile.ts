import { and, desc, eq, sql } from "drizzle-orm";
import type { ListingKind } from "~/lib/listings/kinds";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { accountNotSuspended, listedPublicly } from "../../db/queries/public-listing";
import { contactWayOf } from "../../db/queries/public-person-columns";
import { sellerResponseOf } from "../../db/queries/seller-response";
import { campuses, listings, users } from "../../db/schema";
import { type ListingCard, listingCardColumns } from "../listings/listing-card";
import { verifiedUniversityOf } from "../verification/verified-student-now";

const notFound = () => new AppError("not_found", "seller_not_found");

/** A public seller profile (/user/{id}) with the seller's active products and accommodations; never their number, only how they can be reached. */
export async function getSellerProfile(db: Database, userId: string) {
  if (!isUuid(userId)) throw notFound();
  const [[seller], productRows, accommodationRows] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        profileImageUrl: users.profileImageUrl,
        userType: users.userType,
        contactWay: contactWayOf,
        createdAt: users.createdAt,
        campusName: campuses.name,
        verifiedUniversity: verifiedUniversityOf(users.id),
        phoneVerified: sql<boolean>`(${users.phoneVerifiedAt} is not null)`,
        /** "Usually replies within an hour": the job's record, from 5 conversations in 90 days. */
        response: sellerResponseOf(users.id),
      })
      .from(users)
      .leftJoin(campuses, eq(campuses.id, users.campusId))
      .where(and(eq(users.id, userId), accountNotSuspended))
      .limit(1),
    activeCards(db, userId, "product"),
    activeCards(db, userId, "accommodation"),
  ]);
  if (!seller) throw notFound();
  return { seller, products: productRows, accommodations: accommodationRows };
}

/** The seller's active listings of one kind, newest first, as cards. */
function activeCards(db: Database, sellerId: string, kind: ListingKind): Promise<ListingCard[]> {
  return db
    .select(listingCardColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(and(eq(listings.sellerId, sellerId), eq(listings.kind, kind), listedPublicly(listings)))
    .orderBy(desc(listings.createdAt), desc(listings.id));
}
