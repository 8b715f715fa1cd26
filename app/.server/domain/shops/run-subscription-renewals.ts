import { and, eq, lte, sql } from "drizzle-orm";
import type { NOTIFICATION_KINDS_NAMING } from "~/lib/notifications/notification-kinds";
import { toCents } from "~/lib/shared/money";
import type { Database } from "../../db/client";
import { notifications, payments, shops, users } from "../../db/schema";
import { logger } from "../../runtime/logger";
import { walletBalance } from "../payments/wallet-ledger";
import { chargeSubscriptionFromWallet } from "./charge-subscription-from-wallet";
import { oneMonthAfter } from "./one-month-after";
import { PREMIUM_PRICE } from "./premium-price";

/** The expiring warning comes 3 days before the end (docs/product.md#subscriptions). */
export const EXPIRING_NOTICE_MS = 3 * 24 * 60 * 60 * 1000;
/** Renewal is billed in advance (Terms): within the last day of the paid month. */
export const RENEW_WITHIN_MS = 24 * 60 * 60 * 1000;

export interface RenewalSummary {
  warned: number;
  renewed: number;
  expired: number;
}

/** The kinds about a shop's subscription period. */
type Kind = (typeof NOTIFICATION_KINDS_NAMING.period)[number];

/**
 * The owner is paying a month by mobile money right now: the wallet is not charged as well (the
 * payment, once approved, extends the subscription itself).
 */
export async function subscriptionPaymentPending(tx: Pick<Database, "select">, shopId: string): Promise<boolean> {
  const [pending] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.shopId, shopId),
        eq(payments.paymentType, "shop_subscription"),
        eq(payments.paymentStatus, "pending"),
      ),
    )
    .limit(1);
  return pending !== undefined;
}

/** One notification of a kind per shop and period: a second run, or a second instance, adds nothing. */
async function notify(
  tx: Pick<Database, "insert">,
  userId: string,
  shopId: string,
  kind: Kind,
  periodEnd: Date,
): Promise<boolean> {
  const added = await tx
    .insert(notifications)
    .values({ userId, shopId, kind, periodEnd, type: "system", link: "/shop-management" })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return added.length > 0;
}

/**
 * The subscription job (Terms: automatic monthly renewal, billed in advance). For every shop whose
 * subscription is active:
 * - 3 days before the end, its owner is warned once ('expiring');
 * - in the last day, a premium shop is renewed for a month from its end date if the owner's wallet
 *   holds the price ('renewed', a ledger entry, a payment);
 * - once the end date has passed unpaid, the subscription ends ('expired'): its promotions, events
 *   and services leave the shop page, and no new ones can be posted.
 * Each shop is handled in its own transaction under the owner's and the shop's locks, re-reading
 * the end date there, so the job is idempotent and safe with two instances running it at once.
 */
export async function runSubscriptionRenewals(db: Database, options: { now?: Date } = {}): Promise<RenewalSummary> {
  const now = options.now ?? new Date();
  const summary: RenewalSummary = { warned: 0, renewed: 0, expired: 0 };
  const due = await db
    .select({ id: shops.id, ownerId: shops.ownerId })
    .from(shops)
    .where(
      and(
        eq(shops.subscriptionActive, true),
        lte(shops.subscriptionEndDate, new Date(now.getTime() + EXPIRING_NOTICE_MS)),
      ),
    );
  for (const shop of due) {
    // One shop's trouble never holds up the others; it is tried again next run.
    const outcome = await db
      .transaction(async (tx) => {
        const [owner] = await tx
          .select({ fullName: users.fullName, email: users.email })
          .from(users)
          .where(eq(users.id, shop.ownerId))
          .for("no key update");
        const [current] = await tx
          .select()
          .from(shops)
          .where(and(eq(shops.id, shop.id), eq(shops.subscriptionActive, true)))
          .for("update");
        if (!owner || !current?.subscriptionEndDate) return null;
        const end = current.subscriptionEndDate;
        const left = end.getTime() - now.getTime();
        // Renewed meanwhile by another run: nothing is due for this shop now.
        if (left > EXPIRING_NOTICE_MS) return null;
        if (
          current.subscriptionPlan === "premium" &&
          left <= RENEW_WITHIN_MS &&
          !(await subscriptionPaymentPending(tx, shop.id)) &&
          toCents(await walletBalance(tx, shop.ownerId)) >= toCents(PREMIUM_PRICE)
        ) {
          await chargeSubscriptionFromWallet(tx, { ownerId: shop.ownerId, owner, shop: current, at: now });
          // A month from the paid-up end; from now if the job was down past it (never a month in the past).
          const [renewed] = await tx
            .update(shops)
            .set({
              subscriptionEndDate: oneMonthAfter(
                sql`greatest(${shops.subscriptionEndDate}, ${now.toISOString()}::timestamptz)`,
              ),
              updatedAt: now,
            })
            .where(eq(shops.id, shop.id))
            .returning({ end: shops.subscriptionEndDate });
          await notify(tx, shop.ownerId, shop.id, "subscription_renewed", renewed!.end!);
          return "renewed" as const;
        }
        if (left <= 0) {
          await tx.update(shops).set({ subscriptionActive: false, updatedAt: now }).where(eq(shops.id, shop.id));
          return (await notify(tx, shop.ownerId, shop.id, "subscription_expired", end)) ? ("expired" as const) : null;
        }
        return (await notify(tx, shop.ownerId, shop.id, "subscription_expiring", end)) ? ("warned" as const) : null;
      })
      .catch((error: unknown) => {
        logger.warn(
          { err: error, shopId: shop.id },
          "shop subscription could not be renewed or ended; trying again next run",
        );
        return null;
      });
    if (outcome) summary[outcome]++;
  }
  return summary;
}
