import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { shops } from "../../../db/schema";
import { shopIsPremium } from "../shop-card";

export interface ActiveShopChoice {
  id: string;
  name: string;
}

/** The actor's shops whose subscription (trial or paid) runs now: where promotions, events and services can go. */
export async function listActiveOwnedShops(db: Database, ownerId: string): Promise<ActiveShopChoice[]> {
  return db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(and(eq(shops.ownerId, ownerId), shopIsPremium))
    .orderBy(asc(shops.name), asc(shops.id));
}
