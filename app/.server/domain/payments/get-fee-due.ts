import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { feeDue, toCents } from "~/lib/listing-fee";
import type { ListingKind } from "~/lib/listing-kinds";
import { isUuid } from "~/lib/uuid";
import { mobileAmountForFee } from "~/lib/wallet-rules";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema";
import { notYours } from "../listings/own-listing";
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
  const [listing] = await db
    .select({
      id: listings.id,
      kind: listings.kind,
      title: listings.title,
      price: listings.price,
      sellerId: listings.sellerId,
      feePaid: listings.feePaid,
      feeAmount: listings.feeAmount,
      feePaidAmount: listings.feePaidAmount,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  const kind: ListingKind = listing?.kind === "accommodation" ? "accommodation" : "product";
  if (!listing || listing.sellerId !== userId) throw notYours(kind);
  const due = feeDue(listing.feeAmount, listing.feePaidAmount);
  const fee = toCents(due);
  if (listing.feePaid || fee === 0n) throw new AppError("conflict", "listing_fee_not_due");
  const balance = await walletBalance(db, userId);
  return {
    listingId: listing.id,
    kind,
    title: listing.title,
    price: listing.price,
    fee: due,
    mobileAmount: mobileAmountForFee(fee),
    balance,
    payableFromWallet: toCents(balance) >= fee,
  };
}
