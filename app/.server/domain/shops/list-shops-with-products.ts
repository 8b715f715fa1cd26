import { and, desc, eq, exists, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listedPublicly } from "../../db/queries/public-listing";
import { listings, shops, users } from "../../db/schema";
import { type ShopCard, shopCardColumns, shopIsPremium } from "./shop-card";

/**
 * The home page's Local Shops (docs/product.md#home): shops that have at least one
 * active product, premium shops first, then newest.
 */
export async function listShopsWithProducts(db: Database, limit = 6): Promise<ShopCard[]> {
  return db
    .select(shopCardColumns)
    .from(shops)
    .leftJoin(users, eq(users.id, shops.ownerId))
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(listings)
          .where(and(eq(listings.shopId, shops.id), eq(listings.kind, "product"), listedPublicly(listings))),
      ),
    )
    .orderBy(sql`${shopIsPremium} desc`, desc(shops.createdAt), desc(shops.id))
    .limit(limit);
}
