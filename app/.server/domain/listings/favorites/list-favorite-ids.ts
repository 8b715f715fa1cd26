import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { favorites, listings } from "../../../db/schema";

export interface FavoriteIds {
  products: string[];
  accommodations: string[];
  shops: string[];
}

/** Which items the user saved, so every heart on a page shows its state. */
export async function listFavoriteIds(db: Database, userId: string): Promise<FavoriteIds> {
  const rows = await db
    .select({ listingId: favorites.listingId, kind: listings.kind, shopId: favorites.shopId })
    .from(favorites)
    .leftJoin(listings, eq(listings.id, favorites.listingId))
    .where(eq(favorites.userId, userId));
  const ids: FavoriteIds = { products: [], accommodations: [], shops: [] };
  for (const row of rows) {
    if (row.shopId) ids.shops.push(row.shopId);
    else if (row.listingId && row.kind === "product") ids.products.push(row.listingId);
    else if (row.listingId && row.kind === "accommodation") ids.accommodations.push(row.listingId);
  }
  return ids;
}
