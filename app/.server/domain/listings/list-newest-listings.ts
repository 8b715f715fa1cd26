import { and, desc, eq } from "drizzle-orm";
import type { ListingKind } from "~/lib/listing-kinds";
import type { Database } from "../../db/client";
import { publicListing } from "../../db/queries/public-listing";
import { listings, users } from "../../db/schema";
import { type ListingCard, listingCardColumns } from "./listing-card";

/** Home page: the newest public listings of a kind, whatever the campus. */
export async function listNewestListings(db: Database, kind: ListingKind, limit = 12): Promise<ListingCard[]> {
  return db
    .select(listingCardColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(and(eq(listings.kind, kind), publicListing(listings)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit);
}
