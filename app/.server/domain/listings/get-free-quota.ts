import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shops, users } from "../../db/schema";
import { shopIsPremium } from "../shops/shop-card";

export interface FreeQuota {
  productsLeft: number;
  productsLimit: number;
  accommodationsLeft: number;
  accommodationsLimit: number;
  /** Products list free while the user has an active premium (or trial) shop. */
  hasPremiumShop: boolean;
}

/** What the user can still list free, so the form can say whether a fee will apply before they post. */
export async function getFreeQuota(db: Database, userId: string): Promise<FreeQuota> {
  const [row] = await db
    .select({
      productsUsed: users.freeProductsUsed,
      productsLimit: users.freeProductsLimit,
      accommodationsUsed: users.freeAccommodationsUsed,
      accommodationsLimit: users.freeAccommodationsLimit,
      premiumShops: sql<number>`(select count(*)::int from ${shops} where ${and(eq(shops.ownerId, users.id), shopIsPremium)})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return { productsLeft: 0, productsLimit: 0, accommodationsLeft: 0, accommodationsLimit: 0, hasPremiumShop: false };
  return {
    productsLeft: Math.max(0, row.productsLimit - row.productsUsed),
    productsLimit: row.productsLimit,
    accommodationsLeft: Math.max(0, row.accommodationsLimit - row.accommodationsUsed),
    accommodationsLimit: row.accommodationsLimit,
    hasPremiumShop: row.premiumShops > 0,
  };
}
