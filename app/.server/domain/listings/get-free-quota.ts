import { and, eq, sql } from "drizzle-orm";
import type { ListingKind } from "~/lib/listings/kinds";
import type { Database } from "../../db/client";
import { shops, users } from "../../db/schema";
import { shopIsPremium } from "../shops/shop-card";
import { kindStore } from "./kinds";

export interface FreeQuota {
  /** Free listings of this kind left, and how many the user gets in all. */
  freeLeft: number;
  freeLimit: number;
  /** This kind lists free while the user has an active premium (or trial) shop, and they have one. */
  hasPremiumShop: boolean;
}

/** What the user can still list free of a kind, so the form can say whether a fee will apply before they post. */
export async function getFreeQuota(db: Database, userId: string, kind: ListingKind): Promise<FreeQuota> {
  const store = kindStore(kind);
  const { used, limit } = store.freeQuota;
  const [row] = await db
    .select({
      used: sql<number>`${used}`,
      limit: sql<number>`${limit}`,
      premiumShops: sql<number>`(select count(*)::int from ${shops} where ${and(eq(shops.ownerId, users.id), shopIsPremium)})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return { freeLeft: 0, freeLimit: 0, hasPremiumShop: false };
  return {
    freeLeft: Math.max(0, Number(row.limit) - Number(row.used)),
    freeLimit: Number(row.limit),
    hasPremiumShop: store.rules.premiumShopListsFree && row.premiumShops > 0,
  };
}
