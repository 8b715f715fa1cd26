import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { listedPublicly } from "../../../db/queries/public-listing";
import { follows, listings, users } from "../../../db/schema";
import { type ListingCard, listingCardColumns } from "../../listings/listing-card";

/** The dashboard's "From sellers you follow": the newest public listings of the sellers the student follows. */
export async function listFollowedListings(db: Database, followerId: string, limit = 8): Promise<ListingCard[]> {
  return db
    .select(listingCardColumns)
    .from(listings)
    .innerJoin(follows, and(eq(follows.sellerId, listings.sellerId), eq(follows.followerId, followerId)))
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(listedPublicly(listings))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit);
}
