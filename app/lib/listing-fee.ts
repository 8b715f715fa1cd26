import { LISTING_KIND_RULES, type ListingKind } from "./listing-kinds";
import { fromCents, toCents } from "./money";

/**
 * Listing fees (docs/product.md#fees), at each kind's rate (lib/listing-kinds: products 0.1% of the
 * price, accommodations 1% of the monthly price). (Zero while the user's free quota lasts or, for
 * products, while the user has a premium shop: the create functions decide that in the insert's
 * transaction.) Money is computed in whole cents (lib/money.ts); fractions of a cent round half up.
 */
export type { ListingKind };

/** The fee on a price at the kind's rate, before any free quota. */
export function listingFee(kind: ListingKind, price: string): string {
  const { numerator, denominator } = LISTING_KIND_RULES[kind].feeRate;
  const scaled = toCents(price) * numerator;
  // Round half up: add half the denominator before dividing.
  return fromCents((scaled * 2n + denominator) / (denominator * 2n));
}

export interface FeeStanding {
  feeAmount: string;
  feePaid: boolean;
  /** What has been paid of the fee so far (a raised price owes only the difference). */
  feePaidAmount?: string;
  /** Listed free (quota or premium shop): no fee ever applies. */
  feeWaived: boolean;
  status: string;
}

/** What is still owed: the fee less what was paid of it, never below zero. */
export function feeDue(feeAmount: string, feePaidAmount = "0"): string {
  const due = toCents(feeAmount) - toCents(feePaidAmount);
  return fromCents(due > 0n ? due : 0n);
}

/**
 * Whether a listing owes a fee, and how much: null when nothing is owed (paid in full, or what is
 * left of it is zero: a fee that rounded to zero, or one already covered by what was paid). Every
 * payment asks this one question: showing the fee, prompting a phone, paying from the wallet, and
 * applying a completed payment.
 */
export function feeOwed(listing: Pick<FeeStanding, "feeAmount" | "feePaid" | "feePaidAmount">): string | null {
  if (listing.feePaid) return null;
  const due = feeDue(listing.feeAmount, listing.feePaidAmount);
  return toCents(due) === 0n ? null : due;
}

/**
 * What an edit's new price does to a listing's fee (the fee is a share of the price):
 * - listed free: nothing;
 * - fee still owed: it follows the new price, and once what was paid covers it the listing is
 *   paid (a pending one goes live);
 * - fee paid: a higher price owes the difference, and the listing waits (pending) until it is
 *   paid; a lower price refunds nothing.
 */
export function feeAfterEdit(kind: ListingKind, current: FeeStanding, newPrice: string): { feeAmount?: string; feePaid?: boolean; status?: "active" | "pending_fee" } {
  if (current.feeWaived) return {};
  const fee = listingFee(kind, newPrice);
  const paid = toCents(current.feePaidAmount ?? "0");
  if (!current.feePaid) {
    if (toCents(fee) > paid) return { feeAmount: fee };
    return { feeAmount: fee, feePaid: true, ...(current.status === "pending_fee" ? { status: "active" as const } : {}) };
  }
  // Covered by the fee as it stands or by what was paid (more, after a lowered price).
  if (toCents(fee) <= toCents(current.feeAmount) || toCents(fee) <= paid) return {};
  return { feeAmount: fee, feePaid: false, ...(current.status === "active" ? { status: "pending_fee" as const } : {}) };
}

/**
 * A new listing's fee and status: free (quota or premium shop) goes live at once and is never
 * charged later; otherwise the fee is owed and the listing waits as pending, unless the price is
 * so low that the fee rounds to zero.
 */
export function feeOnPosting(kind: ListingKind, listedFree: boolean, price: string): { feeAmount: string; feePaid: boolean; feeWaived: boolean; status: "active" | "pending_fee" } {
  const feeAmount = listedFree ? "0.00" : listingFee(kind, price);
  const owes = feeAmount !== "0.00";
  return { feeAmount, feePaid: !owes, feeWaived: listedFree, status: owes ? "pending_fee" : "active" };
}
