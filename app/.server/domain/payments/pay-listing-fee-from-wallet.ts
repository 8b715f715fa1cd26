import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { listingKindOf } from "~/lib/listings/kinds";
import { AppError } from "~/lib/shared/app-error";
import { toCents } from "~/lib/shared/money";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { listings, payments } from "../../db/schema";
import { notYours } from "../listings/own-listing";
import { markFeePaid } from "./apply-payment-effects";
import { owedFee } from "./owed-fee";
import { appendWalletEntry, lockWallet, walletBalance } from "./wallet-ledger";

/**
 * Pays a listing's fee from the seller's wallet, at once. One transaction: the wallet is locked
 * first, then the listing, so two payments of one fee (or ten spends from one wallet) queue and
 * each sees what the one before it did: the fee is paid once, and only while the balance covers it.
 */
export async function payListingFeeFromWallet(
  db: Database,
  userId: string,
  listingId: string,
): Promise<{ paymentId: string; amount: string }> {
  if (!isUuid(listingId)) throw notYours("product");
  return db.transaction(async (tx) => {
    const owner = await lockWallet(tx, userId);
    const [row] = await tx.select().from(listings).where(eq(listings.id, listingId)).for("update");
    if (!owner) throw notYours(listingKindOf(row?.kind));
    const { listing, due } = owedFee(row, userId);
    const balance = await walletBalance(tx, userId);
    if (toCents(balance) < toCents(due))
      throw new AppError("conflict", "wallet_insufficient_balance", { balance, fee: due });
    const now = new Date();
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        orderId: randomUUID(),
        paymentType: "listing_fee",
        paymentStatus: "completed",
        paymentMethod: "wallet",
        gateway: "wallet",
        amount: due,
        payerName: owner.fullName,
        payerEmail: owner.email,
        itemName: listing.title,
        listingId: listing.id,
        completedAt: now,
      })
      .returning({ id: payments.id, amount: payments.amount });
    await appendWalletEntry(tx, {
      userId,
      kind: "fee_paid",
      amount: due,
      paymentId: payment!.id,
      listingId: listing.id,
    });
    await markFeePaid(tx, listing);
    return { paymentId: payment!.id, amount: payment!.amount };
  });
}
