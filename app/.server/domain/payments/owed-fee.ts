import { listingKindOf } from "~/lib/listings/kinds";
import { feeOwed } from "~/lib/payments/listing-fee";
import { AppError } from "~/lib/shared/app-error";
import { notYours } from "../listings/own-listing";

/** What a listing's fee question needs of its row. */
export interface FeeListing {
  kind: string;
  sellerId: string;
  feePaid: boolean;
  feeAmount: string;
  feePaidAmount: string;
  status: string;
}

/**
 * What the seller still owes on their listing, for a payment they start (the fee page, a phone
 * prompt, the wallet). Someone else's listing, or none, is "not found" (docs/product.md#fees); one that owes
 * nothing (lib/payments/listing-fee.ts, feeOwed), or that a moderator or the reports took down, is a conflict.
 */
export function owedFee<Listing extends FeeListing>(
  listing: Listing | undefined,
  userId: string,
): { listing: Listing; due: string } {
  if (!listing || listing.sellerId !== userId) throw notYours(listingKindOf(listing?.kind));
  // Taken down (under review, hidden, removed): no fee is taken for a listing that cannot go live.
  if (!["pending_fee", "active"].includes(listing.status)) throw new AppError("conflict", "listing_fee_not_payable");
  const due = feeOwed(listing);
  if (due === null) throw new AppError("conflict", "listing_fee_not_due");
  return { listing, due };
}
