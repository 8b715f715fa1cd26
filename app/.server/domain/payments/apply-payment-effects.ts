import { eq } from "drizzle-orm";
import { listingKindOf, listingPath } from "~/lib/listings/kinds";
import { feeOwed } from "~/lib/payments/listing-fee";
import { toCents } from "~/lib/shared/money";
import type { Database } from "../../db/client";
import { listings, type payments, shops } from "../../db/schema";
import { notifyFollowersOfListing } from "../notifications/notify";
import { extendPremium } from "../shops/extend-premium";
import { PREMIUM_PRICE } from "../shops/premium-price";
import { appendWalletEntry, lockWallet } from "./wallet-ledger";

export type PaymentRow = typeof payments.$inferSelect;

/**
 * What a completed mobile-money payment does, inside the transaction that marks it completed, so
 * the two commit together or not at all. The money first lands in the payer's wallet; then what it
 * was for takes it from there:
 * - a top-up stays there;
 * - a listing fee pays the listing, if it is still the payer's, still unpaid and this amount
 *   covers it; the listing goes live. Otherwise (deleted meanwhile, paid another way, price raised
 *   since) the money stays in the wallet as a refund: nothing is paid twice, nothing is lost;
 * - a shop subscription pays one more month of premium for the payer's shop (if it still is);
 * - a payment we had cancelled, which the gateway then took anyway, is a refund to the wallet.
 */
/** What a completed payment did: paid what it was for, or (too late, or nothing left to pay) went to the wallet. */
export type PaymentEffect = "applied" | "refunded";

export async function applyPaymentEffects(
  tx: Database,
  payment: PaymentRow,
  options: { late: boolean },
): Promise<PaymentEffect> {
  await lockWallet(tx, payment.userId);
  const credit = (kind: "top_up" | "refund") =>
    appendWalletEntry(tx, {
      userId: payment.userId,
      kind,
      amount: payment.amount,
      paymentId: payment.id,
      listingId: payment.listingId,
      shopId: payment.shopId,
    });
  const refund = async (): Promise<PaymentEffect> => {
    await credit("refund");
    return "refunded";
  };
  if (options.late) return refund();
  if (payment.paymentType === "wallet_topup") {
    await credit("top_up");
    return "applied";
  }
  if (payment.paymentType === "listing_fee" && payment.listingId) {
    const [listing] = await tx.select().from(listings).where(eq(listings.id, payment.listingId)).for("update");
    const due = listing && listing.sellerId === payment.userId ? feeOwed(listing) : null;
    if (listing && due !== null && toCents(due) <= toCents(payment.amount)) {
      await credit("top_up");
      await appendWalletEntry(tx, {
        userId: payment.userId,
        kind: "fee_paid",
        amount: due,
        paymentId: payment.id,
        listingId: listing.id,
      });
      await markFeePaid(tx, listing);
      return "applied";
    }
  }
  if (payment.paymentType === "shop_subscription" && payment.shopId) {
    const [shop] = await tx
      .select({ ownerId: shops.ownerId })
      .from(shops)
      .where(eq(shops.id, payment.shopId))
      .for("update");
    if (shop && shop.ownerId === payment.userId && toCents(payment.amount) >= toCents(PREMIUM_PRICE)) {
      await credit("top_up");
      await appendWalletEntry(tx, {
        userId: payment.userId,
        kind: "subscription",
        amount: PREMIUM_PRICE,
        paymentId: payment.id,
        shopId: payment.shopId,
      });
      await extendPremium(tx, payment.shopId);
      return "applied";
    }
  }
  return refund();
}

/** The listing's fee is paid in full: a pending listing goes live; one its seller set inactive stays so. */
export async function markFeePaid(
  tx: Pick<Database, "update" | "execute">,
  listing: { id: string; kind: string; status: string; feeAmount: string; feePaidAmount: string | null },
): Promise<void> {
  await tx
    .update(listings)
    .set({
      feePaid: true,
      feePaidAmount: listing.feeAmount,
      ...(listing.status === "pending_fee" ? { status: "active" } : {}),
      updatedAt: new Date(),
    })
    .where(eq(listings.id, listing.id));
  // Live for the first time: the seller's followers hear of it. A raised price paid again is not new.
  const firstTime = listing.status === "pending_fee" && toCents(listing.feePaidAmount ?? "0") === 0n;
  if (firstTime)
    await notifyFollowersOfListing(tx, { id: listing.id, link: listingPath(listingKindOf(listing.kind), listing.id) });
}
