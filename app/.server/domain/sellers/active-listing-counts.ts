import { type AnyColumn, sql } from "drizzle-orm";
import type { ListingKind } from "~/lib/listing-kinds";
import { listings } from "../../db/schema";

/** Counts of a person's active listings, as columns of a query on users. */
export function activeListingCounts(userId: AnyColumn) {
  const count = (kind: ListingKind) =>
    sql<number>`(select count(*) from ${listings} where ${listings.sellerId} = ${userId} and ${listings.kind} = ${kind} and ${listings.status} = 'active')`.mapWith(Number);
  return {
    productCount: count("product"),
    accommodationCount: count("accommodation"),
  };
}
