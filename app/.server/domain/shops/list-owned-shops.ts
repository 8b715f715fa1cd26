import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shops } from "../../db/schema";
import { shopIsPremium } from "./shop-card";

export interface OwnedShopChoice {
  id: string;
  name: string;
  isPremium: boolean;
}

/** The shops a user owns, for the product form's "list under a shop" choice. */
export async function listOwnedShops(db: Database, ownerId: string): Promise<OwnedShopChoice[]> {
  return db
    .select({ id: shops.id, name: shops.name, isPremium: shopIsPremium })
    .from(shops)
    .where(eq(shops.ownerId, ownerId))
    .orderBy(asc(shops.name));
}
