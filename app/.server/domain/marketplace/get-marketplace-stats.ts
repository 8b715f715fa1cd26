import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { aliasNotSuspended } from "../../db/queries/public-listing";
import { sellerListingCounts, users } from "../../db/schema";

export interface MarketplaceStats {
  users: number;
  products: number;
  accommodations: number;
  shops: number;
  campuses: number;
}

/**
 * The home page's stat tiles, counted from the data (the original hard-coded them). Public
 * listings are active ones of sellers who are not suspended: summed from the per-seller counts a
 * trigger keeps, so this costs one row per seller, not one per listing.
 */
export async function getMarketplaceStats(db: Database): Promise<MarketplaceStats> {
  const [row] = await queryRows<{ [K in keyof MarketplaceStats]: number | string }>(
    db,
    sql`
    select
      (select count(*) from users) as users,
      (select coalesce(sum(c.active), 0) from ${sellerListingCounts} c join ${users} u on u.id = c.seller_id where c.kind = 'product' and ${aliasNotSuspended("u")}) as products,
      (select coalesce(sum(c.active), 0) from ${sellerListingCounts} c join ${users} u on u.id = c.seller_id where c.kind = 'accommodation' and ${aliasNotSuspended("u")}) as accommodations,
      (select count(*) from shops) as shops,
      (select count(*) from campuses) as campuses`,
  );
  if (!row) throw new Error("count query returned no row");
  return {
    users: Number(row.users),
    products: Number(row.products),
    accommodations: Number(row.accommodations),
    shops: Number(row.shops),
    campuses: Number(row.campuses),
  };
}
