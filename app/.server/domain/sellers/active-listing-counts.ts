import { sql, type AnyColumn } from "drizzle-orm";
import { accommodations, products } from "../../db/schema";

/** Counts of a person's active listings, as columns of a query on users. */
export function activeListingCounts(userId: AnyColumn) {
  return {
    productCount: sql<number>`(select count(*) from ${products} where ${products.sellerId} = ${userId} and ${products.status} = 'active')`.mapWith(Number),
    accommodationCount: sql<number>`(select count(*) from ${accommodations} where ${accommodations.sellerId} = ${userId} and ${accommodations.status} = 'active')`.mapWith(Number),
  };
}
