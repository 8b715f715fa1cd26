import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { listedPublicly } from "../../../db/queries/public-listing";
import { favorites, listings, shops, users } from "../../../db/schema";
import { shopCardColumns } from "../../shops/shop-card";
import { listingCardColumns } from "../listing-card";

/**
 * My Favorites: the user's saved products, accommodations and shops, newest saved first; listings
 * the public can no longer see (pending, sold, a suspended seller's) drop out.
 */
export async function listFavorites(db: Database, userId: string) {
  const [listingRows, shopRows] = await Promise.all([
    db
      .select(listingCardColumns)
      .from(favorites)
      .innerJoin(listings, eq(listings.id, favorites.listingId))
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(and(eq(favorites.userId, userId), listedPublicly(listings)))
      .orderBy(desc(favorites.createdAt)),
    db
      .select(shopCardColumns)
      .from(favorites)
      .innerJoin(shops, eq(shops.id, favorites.shopId))
      .leftJoin(users, eq(users.id, shops.ownerId))
      .where(and(eq(favorites.userId, userId), isNotNull(favorites.shopId)))
      .orderBy(desc(favorites.createdAt)),
  ]);
  const ofKind = (kind: string) => listingRows.filter((row) => row.kind === kind);
  return { products: ofKind("product"), accommodations: ofKind("accommodation"), shops: shopRows };
}
