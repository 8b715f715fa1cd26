import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { toCents } from "~/lib/shared/money";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { shops, users } from "../../db/schema";
import { walletBalance } from "../payments/wallet-ledger";
import { PREMIUM_PRICE } from "./premium-price";
import { subscriptionPaymentPending } from "./run-subscription-renewals";
import { shopIsPremium } from "./shop-card";

/**
 * A paid month for one of the owner's shops, as the subscribe page offers it: the price, the
 * shop's end date as it stands (the page sends it back, so a month is never charged twice by a
 * second click), the wallet balance, and whether a mobile-money month is already waiting. While the
 * owner's free trial is unused there is nothing to pay ('shop_trial_available').
 */
export async function getSubscriptionOffer(db: Database, ownerId: string, shopId: string) {
  if (!isUuid(shopId)) throw new AppError("not_found", "shop_not_yours");
  const [[shop], [owner], balance] = await Promise.all([
    db
      .select({
        id: shops.id,
        name: shops.name,
        isActive: shopIsPremium,
        plan: shops.subscriptionPlan,
        endDate: shops.subscriptionEndDate,
      })
      .from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.ownerId, ownerId))),
    db.select({ trialUsedAt: users.shopTrialUsedAt }).from(users).where(eq(users.id, ownerId)),
    walletBalance(db, ownerId),
  ]);
  if (!shop || !owner) throw new AppError("not_found", "shop_not_yours");
  if (!owner.trialUsedAt) throw new AppError("conflict", "shop_trial_available");
  return {
    shop,
    price: PREMIUM_PRICE,
    walletBalance: balance,
    payableFromWallet: toCents(balance) >= toCents(PREMIUM_PRICE),
    paymentPending: await subscriptionPaymentPending(db, shopId),
  };
}

export type SubscriptionOffer = Awaited<ReturnType<typeof getSubscriptionOffer>>;
