import { and, desc, eq, ne } from "drizzle-orm";
import type { ListingKind } from "~/lib/listings/kinds";
import type { Database } from "../../db/client";
import { listedPublicly } from "../../db/queries/public-listing";
import { listings, users } from "../../db/schema";
import { type ListingCard, listingCardColumns } from "./listing-card";

/**
 * Home page: the newest public listings of a kind, whatever the campus; a signed-in student's own
 * are left out (`viewerId`: they have My Listings).
 */
export async function listNewestListings(
  db: Database,
  kind: ListingKind,
  limit = 12,
  viewerId?: string,
): Promise<ListingCard[]> {
  return db
    .select(listingCardColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(
      and(eq(listings.kind, kind), listedPublicly(listings), viewerId ? ne(listings.sellerId, viewerId) : undefined),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit);
}
