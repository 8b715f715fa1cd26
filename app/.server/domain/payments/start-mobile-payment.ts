import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { ATTEMPT_RULES } from "~/lib/accounts/attempt-limits";
import type { PayerDetails } from "~/lib/payments/forms/payment";
import { mobileAmountForFee, WALLET_RULES } from "~/lib/payments/wallet-rules";
import { AppError } from "~/lib/shared/app-error";
import { toCents } from "~/lib/shared/money";
import { PREMIUM_SHOP_PRICE_TZS } from "~/lib/shared/site";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { listings, payments, shops, users } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { GatewayError, type PaymentGateway } from "../../payments/gateway";
import { payerNumberSubject } from "../../payments/payer-number";
import { logger } from "../../runtime/logger";
import { takeAttempt } from "../accounts/limits/take-attempt";
import { notYours } from "../listings/own-listing";
import { subscriptionPaymentPending } from "../shops/run-subscription-renewals";
import { owedFee } from "./owed-fee";

/**
 * What a payment is for. A shop's month names the end date the owner was shown (as the wallet
 * payment does): if it moved meanwhile (paid in another tab), nothing is charged again.
 */
export type MobilePaymentPurpose =
  | { type: "wallet_topup"; amount: number }
  | { type: "listing_fee"; listingId: string }
  | { type: "shop_subscription"; shopId: string; shownEndDate?: Date | null };

export interface StartedPayment {
  paymentId: string;
  amount: string;
  /** True when the gateway's answer was lost: the push may still come; the status will tell. */
  uncertain: boolean;
}

export interface StartPaymentOptions {
  /** Where the gateway posts its webhook (Payments.webhookUrl). */
  webhookUrl: string;
  /** Hashes the payer's number for its prompt limit (Payments.payerNumberKey). */
  payerNumberKey: string;
}

/** First look at a payment a webhook has not settled yet (reconciliation backs off from there). */
export const FIRST_CHECK_SECONDS = 20;

/**
 * Sends a payment prompt to the payer's phone. The payment row is written (pending) before the
 * gateway is called, so whatever happens next, reconciliation knows of an order that may exist.
 * The amount comes from us, never from the form: a top-up's within our bounds, a fee's from the
 * listing. A gateway that refuses marks the payment failed; one that does not answer leaves it
 * pending (the push may have gone out). Prompts are limited per account and per target number
 * (whoever asks, so more accounts ring a stranger's phone no more often), before anything is sent.
 */
export async function startMobilePayment(
  db: Database,
  gateway: PaymentGateway,
  options: StartPaymentOptions,
  userId: string,
  request: { purpose: MobilePaymentPurpose; payer: PayerDetails },
): Promise<StartedPayment> {
  const { purpose, payer } = request;
  const charge = await chargeFor(db, userId, purpose);
  await takeAttempt(db, ATTEMPT_RULES.paymentsPerAccount, userId);
  // The hour's rule first: tries it refuses rang nobody, and must not use up the number's day.
  const number = payerNumberSubject(options.payerNumberKey, payer.msisdn);
  await takeAttempt(db, ATTEMPT_RULES.paymentsPerNumberHour, number, "payment_number_rate_limited");
  await takeAttempt(db, ATTEMPT_RULES.paymentsPerNumberDay, number, "payment_number_rate_limited");
  const orderId = randomUUID();
  const [payment] = await db.transaction(async (tx) => {
    // A shop's month is checked again under the shop's lock, which a wallet payment of a month
    // also takes: whichever comes second sees the first (a pending payment, or a moved end date).
    if (purpose.type === "shop_subscription") await recheckSubscription(tx, purpose);
    const [row] = await tx
      .insert(payments)
      .values({
        userId,
        orderId,
        paymentType: purpose.type,
        paymentStatus: "pending",
        paymentMethod: payer.method,
        gateway: gateway.name,
        amount: String(charge.amount),
        buyerPhone: payer.msisdn,
        payerName: payer.name,
        payerEmail: payer.email,
        itemName: charge.itemName,
        listingId: charge.listingId,
        shopId: charge.shopId,
        nextCheckAt: new Date(Date.now() + FIRST_CHECK_SECONDS * 1000),
      })
      .returning({ id: payments.id, amount: payments.amount })
      .catch((error: unknown) => {
        // Two subscription payments started at once for one shop: the index lets one through.
        if (isUniqueViolation(error, "payments_one_pending_subscription_idx"))
          throw new AppError("conflict", "subscription_payment_pending");
        throw error;
      });
    return [row];
  });
  const started = { paymentId: payment!.id, amount: payment!.amount };
  try {
    const { reference } = await gateway.initiate({
      orderId,
      msisdn: payer.msisdn,
      amount: charge.amount,
      payer: { name: payer.name, email: payer.email },
      webhookUrl: options.webhookUrl,
    });
    if (reference)
      await db.update(payments).set({ gatewayReference: reference }).where(eq(payments.id, started.paymentId));
    return { ...started, uncertain: false };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.failure === "unavailable") {
      logger.warn(
        { err: error, paymentId: started.paymentId },
        "gateway did not answer a new payment; reconciliation will ask",
      );
      return { ...started, uncertain: true };
    }
    // Usually the payer's number; a refused API key shows up here too, so an operator can see it.
    logger.warn(
      { paymentId: started.paymentId, gatewayMessage: error.gatewayMessage },
      "gateway refused a new payment",
    );
    await db
      .update(payments)
      .set({ paymentStatus: "failed", nextCheckAt: null, updatedAt: new Date() })
      .where(and(eq(payments.id, started.paymentId), eq(payments.paymentStatus, "pending")));
    throw new AppError("invalid_input", "payment_rejected", { message: error.gatewayMessage ?? "" });
  }
}

async function recheckSubscription(
  tx: Pick<Database, "select">,
  purpose: Extract<MobilePaymentPurpose, { type: "shop_subscription" }>,
): Promise<void> {
  const [shop] = await tx
    .select({ endDate: shops.subscriptionEndDate })
    .from(shops)
    .where(eq(shops.id, purpose.shopId))
    .for("update");
  if (!shop) throw new AppError("not_found", "shop_not_yours");
  if (
    purpose.shownEndDate !== undefined &&
    (shop.endDate?.getTime() ?? null) !== (purpose.shownEndDate?.getTime() ?? null)
  )
    throw new AppError("conflict", "subscription_changed");
  if (await subscriptionPaymentPending(tx, purpose.shopId))
    throw new AppError("conflict", "subscription_payment_pending");
}

interface Charge {
  amount: number;
  itemName: string | null;
  listingId: string | null;
  shopId: string | null;
}

async function chargeFor(db: Database, userId: string, purpose: MobilePaymentPurpose): Promise<Charge> {
  if (purpose.type === "wallet_topup") {
    const { amount } = purpose;
    if (!Number.isInteger(amount) || amount < WALLET_RULES.minTopUp || amount > WALLET_RULES.maxTopUp)
      throw new AppError("invalid_input", "payment_amount_invalid");
    return { amount, itemName: null, listingId: null, shopId: null };
  }
  if (purpose.type === "shop_subscription") {
    if (!isUuid(purpose.shopId)) throw new AppError("not_found", "shop_not_yours");
    const [shop] = await db
      .select({
        id: shops.id,
        name: shops.name,
        endDate: shops.subscriptionEndDate,
        trialUsedAt: users.shopTrialUsedAt,
      })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(and(eq(shops.id, purpose.shopId), eq(shops.ownerId, userId)));
    if (!shop) throw new AppError("not_found", "shop_not_yours");
    if (!shop.trialUsedAt) throw new AppError("conflict", "shop_trial_available");
    if (
      purpose.shownEndDate !== undefined &&
      (shop.endDate?.getTime() ?? null) !== (purpose.shownEndDate?.getTime() ?? null)
    )
      throw new AppError("conflict", "subscription_changed");
    if (await subscriptionPaymentPending(db, shop.id)) throw new AppError("conflict", "subscription_payment_pending");
    return { amount: PREMIUM_SHOP_PRICE_TZS, itemName: shop.name, listingId: null, shopId: shop.id };
  }
  if (!isUuid(purpose.listingId)) throw notYours("product");
  const [row] = await db
    .select({
      id: listings.id,
      kind: listings.kind,
      title: listings.title,
      sellerId: listings.sellerId,
      feePaid: listings.feePaid,
      feeAmount: listings.feeAmount,
      feePaidAmount: listings.feePaidAmount,
      status: listings.status,
    })
    .from(listings)
    .where(eq(listings.id, purpose.listingId));
  const { listing, due } = owedFee(row, userId);
  return { amount: mobileAmountForFee(toCents(due)), itemName: listing.title, listingId: listing.id, shopId: null };
}
