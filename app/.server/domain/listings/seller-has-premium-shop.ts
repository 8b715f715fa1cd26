import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shops } from "../../db/schema";
import { shopIsPremium } from "../shops/shop-card";

/** Whether the seller has an active premium (or trial) shop: then the kinds that say so list free. */
export async function sellerHasPremiumShop(tx: Pick<Database, "select">, ownerId: string): Promise<boolean> {
  const [premium] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(shops)
    .where(and(eq(shops.ownerId, ownerId), shopIsPremium));
  return (premium?.n ?? 0) > 0;
}
