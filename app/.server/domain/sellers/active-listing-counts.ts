import { type AnyColumn, sql } from "drizzle-orm";
import type { ListingKind } from "~/lib/listings/kinds";
import { sellerListingCounts } from "../../db/schema";

/**
 * Counts of a person's active listings, as columns of a query on users: one primary-key lookup
 * each in the counts a trigger keeps (schema/seller-listing-counts.ts), never a count of listings.
 */
export function activeListingCounts(userId: AnyColumn) {
  const count = (kind: ListingKind) =>
    sql<number>`coalesce((select ${sellerListingCounts.active} from ${sellerListingCounts} where ${sellerListingCounts.sellerId} = ${userId} and ${sellerListingCounts.kind} = ${kind}), 0)`.mapWith(
      Number,
    );
  return {
    productCount: count("product"),
    accommodationCount: count("accommodation"),
  };
}
