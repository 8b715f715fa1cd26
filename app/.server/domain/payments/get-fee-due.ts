import { eq } from "drizzle-orm";
import { type ListingKind, listingKindOf } from "~/lib/listings/kinds";
import { mobileAmountForFee } from "~/lib/payments/wallet-rules";
import { toCents } from "~/lib/shared/money";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema";
import { notYours } from "../listings/own-listing";
import { owedFee } from "./owed-fee";
import { walletBalance } from "./wallet-ledger";

export interface FeeDue {
  listingId: string;
  kind: ListingKind;
  title: string;
  price: string;
  fee: string;
  /** What paying it by mobile money asks for: whole shillings, at least the gateway's minimum. */
  mobileAmount: number;
  balance: string;
  /** The wallet covers the fee. */
  payableFromWallet: boolean;
}

/** What the seller owes on one of their listings, and what their wallet holds. */
export async function getFeeDue(db: Database, userId: string, listingId: string): Promise<FeeDue> {
  if (!isUuid(listingId)) throw notYours("product");
  const [row] = await db
    .select({
      id: listings.id,
      kind: listings.kind,
      title: listings.title,
      price: listings.price,
      sellerId: listings.sellerId,
      feePaid: listings.feePaid,
      feeAmount: listings.feeAmount,
      feePaidAmount: listings.feePaidAmount,
      status: listings.status,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  const { listing, due } = owedFee(row, userId);
  const fee = toCents(due);
  const balance = await walletBalance(db, userId);
  return {
    listingId: listing.id,
    kind: listingKindOf(listing.kind),
    title: listing.title,
    price: listing.price,
    fee: due,
    mobileAmount: mobileAmountForFee(fee),
    balance,
    payableFromWallet: toCents(balance) >= fee,
  };
}
