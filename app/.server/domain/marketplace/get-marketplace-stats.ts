import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { publicListing } from "../../db/queries/public-listing";
import { listings } from "../../db/schema";

export interface MarketplaceStats {
  users: number;
  products: number;
  accommodations: number;
  shops: number;
  campuses: number;
}

/** The home page's stat tiles, counted from the data (the original hard-coded them). */
export async function getMarketplaceStats(db: Database): Promise<MarketplaceStats> {
  const [row] = await queryRows<{ [K in keyof MarketplaceStats]: number | string }>(
    db,
    sql`
    select
      (select count(*) from users) as users,
      (select count(*) from ${listings} where ${listings.kind} = 'product' and ${publicListing(listings)}) as products,
      (select count(*) from ${listings} where ${listings.kind} = 'accommodation' and ${publicListing(listings)}) as accommodations,
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
