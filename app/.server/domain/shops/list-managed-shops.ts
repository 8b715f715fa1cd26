import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, shops, users } from "../../db/schema";
import { oneMonthAfter } from "./one-month-after";
import { shopIsPremium } from "./shop-card";

/**
 * What shop management shows its owner: each of their shops with its subscription (active now or
 * not, plan, end date, the end a trial started now would have), whether a mobile-money month is waiting for approval, and whether the
 * owner's one free trial is still there to start.
 */
export async function listManagedShops(db: Database, ownerId: string) {
  const [shopRows, [owner], pendingRows] = await Promise.all([
    db
      .select({
        id: shops.id,
        name: shops.name,
        location: shops.location,
        logoUrl: shops.logoUrl,
        isActive: shopIsPremium,
        plan: shops.subscriptionPlan,
        endDate: shops.subscriptionEndDate,
        // The end a trial started now would have, counted as activation counts it (the start-trial dialog says it).
        trialEndDate: oneMonthAfter(sql`greatest(coalesce(${shops.subscriptionEndDate}, now()), now())`).mapWith(
          shops.subscriptionEndDate,
        ),
        createdAt: shops.createdAt,
      })
      .from(shops)
      .where(eq(shops.ownerId, ownerId))
      .orderBy(asc(shops.createdAt), asc(shops.id)),
    db.select({ trialUsedAt: users.shopTrialUsedAt }).from(users).where(eq(users.id, ownerId)),
    db
      .select({ shopId: payments.shopId })
      .from(payments)
      .where(
        and(
          eq(payments.userId, ownerId),
          eq(payments.paymentType, "shop_subscription"),
          eq(payments.paymentStatus, "pending"),
        ),
      ),
  ]);
  const pending = new Set(pendingRows.map((row) => row.shopId));
  return {
    shops: shopRows.map((shop) => ({ ...shop, paymentPending: pending.has(shop.id) })),
    trialAvailable: !owner?.trialUsedAt,
  };
}

export type ManagedShops = Awaited<ReturnType<typeof listManagedShops>>;
export type ManagedShop = ManagedShops["shops"][number];
