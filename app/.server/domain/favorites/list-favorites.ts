import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { publicListing } from "../../db/queries/public-listing";
import { accommodations, favorites, products, shops, users } from "../../db/schema";
import { accommodationCardColumns } from "../accommodations/accommodation-card";
import { productCardColumns } from "../products/product-card";
import { shopCardColumns } from "../shops/shop-card";

/** My Favorites: the user's saved products, accommodations and shops, newest saved first; listings the public can no longer see (pending, sold, a suspended seller's) drop out. */
export async function listFavorites(db: Database, userId: string) {
  const [productRows, accommodationRows, shopRows] = await Promise.all([
    db
      .select(productCardColumns)
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(and(eq(favorites.userId, userId), isNotNull(favorites.productId), publicListing(products)))
      .orderBy(desc(favorites.createdAt)),
    db
      .select(accommodationCardColumns)
      .from(favorites)
      .innerJoin(accommodations, eq(accommodations.id, favorites.accommodationId))
      .innerJoin(users, eq(users.id, accommodations.sellerId))
      .where(and(eq(favorites.userId, userId), isNotNull(favorites.accommodationId), publicListing(accommodations)))
      .orderBy(desc(favorites.createdAt)),
    db
      .select(shopCardColumns)
      .from(favorites)
      .innerJoin(shops, eq(shops.id, favorites.shopId))
      .leftJoin(users, eq(users.id, shops.ownerId))
      .where(and(eq(favorites.userId, userId), isNotNull(favorites.shopId)))
      .orderBy(desc(favorites.createdAt)),
  ]);
  return { products: productRows, accommodations: accommodationRows, shops: shopRows };
}
