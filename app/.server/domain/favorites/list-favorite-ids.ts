import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { favorites } from "../../db/schema";

export interface FavoriteIds {
  products: string[];
  accommodations: string[];
  shops: string[];
}

/** Which items the user saved, so every heart on a page shows its state. */
export async function listFavoriteIds(db: Database, userId: string): Promise<FavoriteIds> {
  const rows = await db
    .select({ productId: favorites.productId, accommodationId: favorites.accommodationId, shopId: favorites.shopId })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  return {
    products: rows.flatMap((r) => (r.productId ? [r.productId] : [])),
    accommodations: rows.flatMap((r) => (r.accommodationId ? [r.accommodationId] : [])),
    shops: rows.flatMap((r) => (r.shopId ? [r.shopId] : [])),
  };
}
