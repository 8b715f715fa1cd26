import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { toCents } from "~/lib/shared/money";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { shops, users } from "../../db/schema";
import { walletBalance } from "../payments/wallet-ledger";
import { chargeSubscriptionFromWallet } from "./charge-subscription-from-wallet";
import { extendPremium } from "./extend-premium";
import { oneMonthAfter } from "./one-month-after";
import { PREMIUM_PRICE } from "./premium-price";
import { subscriptionPaymentPending } from "./run-subscription-renewals";

export { PREMIUM_PRICE };

export interface Activation {
  plan: "trial" | "premium";
  endDate: Date;
  /** The wallet payment of a paid month. */
  paymentId: string | null;
}

/**
 * Activates a shop's subscription (docs/product.md#subscriptions), in one transaction. The owner's first activation, of any
 * of their shops, is the free one-month trial (decision 0010); later ones are a paid month of the
 * premium plan from the wallet, extending from the current end date when renewed early.
 * `shownEndDate` is the end date the owner saw when they chose to pay: if it moved meanwhile (a
 * second click, another tab), nothing is charged again. The owner's row is locked first, so two
 * activations at once queue: one trial or one charge, never two.
 */
/** What the owner chose on the page: the trial, or a paid month with the end date they were shown. */
export type SubscriptionChoice = { plan: "trial" } | { plan: "premium"; shownEndDate: Date | null };

export async function activateShopSubscription(
  db: Database,
  ownerId: string,
  shopId: string,
  choice: SubscriptionChoice,
): Promise<Activation> {
  if (!isUuid(shopId)) throw new AppError("not_found", "shop_not_yours");
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ trialUsedAt: users.shopTrialUsedAt, fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, ownerId))
      .for("no key update");
    const [shop] = await tx
      .select()
      .from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.ownerId, ownerId)))
      .for("update");
    if (!owner || !shop) throw new AppError("not_found", "shop_not_yours");
    // The page showed one choice; if the trial's state changed since (another tab), nothing happens
    // that the owner did not see: no charge where they chose the trial, no trial where they chose to pay.
    if (choice.plan === "trial" && owner.trialUsedAt) throw new AppError("conflict", "shop_trial_used");
    if (choice.plan === "premium" && !owner.trialUsedAt) throw new AppError("conflict", "shop_trial_available");
    if (choice.plan === "trial") {
      const [trial] = await tx
        .update(shops)
        .set({
          subscriptionActive: true,
          subscriptionPlan: "trial",
          // From now, or from a paid end still ahead (an owner who paid before trials were per owner keeps it).
          subscriptionEndDate: oneMonthAfter(sql`greatest(coalesce(${shops.subscriptionEndDate}, now()), now())`),
          freeTrialUsed: true,
          updatedAt: new Date(),
        })
        .where(eq(shops.id, shopId))
        .returning({ endDate: shops.subscriptionEndDate });
      await tx.update(users).set({ shopTrialUsedAt: new Date() }).where(eq(users.id, ownerId));
      return { plan: "trial", endDate: trial!.endDate!, paymentId: null };
    }
    if ((shop.subscriptionEndDate?.getTime() ?? null) !== (choice.shownEndDate?.getTime() ?? null))
      throw new AppError("conflict", "subscription_changed");
    // A month paid by mobile money is waiting for the phone: paying here too would pay twice.
    if (await subscriptionPaymentPending(tx, shopId)) throw new AppError("conflict", "subscription_payment_pending");
    const balance = await walletBalance(tx, ownerId);
    if (toCents(balance) < toCents(PREMIUM_PRICE))
      throw new AppError("conflict", "wallet_insufficient_balance", { balance, fee: PREMIUM_PRICE });
    const paymentId = await chargeSubscriptionFromWallet(tx, { ownerId, owner, shop, at: new Date() });
    return { plan: "premium", endDate: await extendPremium(tx, shopId), paymentId };
  });
}
