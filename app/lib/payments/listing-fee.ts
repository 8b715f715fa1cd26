import { LISTING_KIND_RULES, type ListingKind } from "../listings/kinds";
import { fromCents, toCents } from "../shared/money";

/**
 * Listing fees (docs/product.md#fees), at each kind's rate (lib/listings/kinds: products 0.1% of the
 * price, accommodations 1% of the monthly price). (Zero while the user's free quota lasts or, for
 * products, while the user has a premium shop: the create functions decide that in the insert's
 * transaction; an edit can end a free slot's waiver, feeAfterEdit.) Money is computed in whole cents (lib/shared/money.ts); fractions of a cent round half up.
 */
export type { ListingKind };

/** The fee on a price at the kind's rate, before any free quota. */
export function listingFee(kind: ListingKind, price: string): string {
  const { numerator, denominator } = LISTING_KIND_RULES[kind].feeRate;
  const scaled = toCents(price) * numerator;
  // Round half up: add half the denominator before dividing.
  return fromCents((scaled * 2n + denominator) / (denominator * 2n));
}

/**
 * Why a listing is listed free: one of the seller's free slots, or a premium shop. A free slot was
 * for one thing at about one price, so an edit can end it (feeAfterEdit); a premium shop's waiver
 * is the shop's and stays.
 */
export type FeeWaiver = "free_slot" | "premium_shop";

/**
 * How far an edit may raise a free slot's price before the slot no longer covers it: more than
 * half again (above 1.5 times the price it was listed free at) is another listing, and owes its fee.
 */
export const FREE_SLOT_PRICE_RISE = { numerator: 3n, denominator: 2n } as const;

/** Whether a new price is past what the free slot was taken for. */
export function outgrowsFreeSlot(freeSlotPrice: string, newPrice: string): boolean {
  return toCents(newPrice) * FREE_SLOT_PRICE_RISE.denominator > toCents(freeSlotPrice) * FREE_SLOT_PRICE_RISE.numerator;
}

export interface FeeStanding {
  feeAmount: string;
  feePaid: boolean;
  /** What has been paid of the fee so far (a raised price owes only the difference). */
  feePaidAmount?: string;
  /** Listed free (quota or premium shop): no fee applies unless an edit ends a free slot's waiver. */
  feeWaived: boolean;
  /** The price it took a free slot at; null (or absent) for a premium shop's waiver. */
  freeSlotPrice?: string | null;
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

/** What an edit may change of a listing's fee. */
export interface FeeChange {
  feeAmount?: string;
  feePaid?: boolean;
  feeWaived?: boolean;
  freeSlotPrice?: string | null;
  status?: "active" | "pending_fee";
}

/** What an edit is, beside its new price, for the fee. */
export interface FeeEdit {
  /** Still the same thing (app/lib/listings/kinds, sameThing): its category, for an accommodation its room type too. */
  sameThing: boolean;
  /** The seller has an active premium (or trial) shop and the kind lists free under one: posting it anew would be free. */
  premiumShop: boolean;
}

/**
 * What an edit does to a listing's fee (the fee is a share of the price):
 * - listed free by a premium shop, or while the seller has one that lists the kind free: nothing;
 * - listed free on a free slot: nothing while it stays the same thing at no more than 1.5 times
 *   the price it was listed free at; otherwise the waiver ends and the listing owes the usual fee
 *   of its new price, waiting (pending) until it is paid. The slot is not given back: it was used;
 * - fee still owed: it follows the new price, and once what was paid covers it the listing is
 *   paid (a pending one goes live);
 * - fee paid: a higher price owes the difference, and the listing waits (pending) until it is
 *   paid; a lower price refunds nothing.
 */
export function feeAfterEdit(
  kind: ListingKind,
  current: FeeStanding,
  newPrice: string,
  edit: FeeEdit = { sameThing: true, premiumShop: false },
): FeeChange {
  if (current.feeWaived) {
    const slotPrice = current.freeSlotPrice ?? null;
    if (slotPrice === null || edit.premiumShop) return {};
    if (edit.sameThing && !outgrowsFreeSlot(slotPrice, newPrice)) return {};
    const fee = listingFee(kind, newPrice);
    const owes = toCents(fee) > 0n;
    return {
      feeWaived: false,
      freeSlotPrice: null,
      feeAmount: fee,
      feePaid: !owes,
      ...(owes && current.status === "active" ? { status: "pending_fee" as const } : {}),
    };
  }
  const fee = listingFee(kind, newPrice);
  const paid = toCents(current.feePaidAmount ?? "0");
  if (!current.feePaid) {
    if (toCents(fee) > paid) return { feeAmount: fee };
    return {
      feeAmount: fee,
      feePaid: true,
      ...(current.status === "pending_fee" ? { status: "active" as const } : {}),
    };
  }
  // Covered by the fee as it stands or by what was paid (more, after a lowered price).
  if (toCents(fee) <= toCents(current.feeAmount) || toCents(fee) <= paid) return {};
  return { feeAmount: fee, feePaid: false, ...(current.status === "active" ? { status: "pending_fee" as const } : {}) };
}

/** Whether an edit's fee change ends a free listing's waiver: the seller is told so on saving. */
export const endsWaiver = (change: FeeChange): boolean => change.feeWaived === false;

/**
 * A new listing's fee and status: free (a free slot or a premium shop) goes live at once, and a
 * free slot remembers the price it was taken at; otherwise the fee is owed and the listing waits
 * as pending, unless the price is so low that the fee rounds to zero.
 */
export function feeOnPosting(
  kind: ListingKind,
  waiver: FeeWaiver | null,
  price: string,
): {
  feeAmount: string;
  feePaid: boolean;
  feeWaived: boolean;
  freeSlotPrice: string | null;
  status: "active" | "pending_fee";
} {
  const feeAmount = waiver ? "0.00" : listingFee(kind, price);
  const owes = feeAmount !== "0.00";
  return {
    feeAmount,
    feePaid: !owes,
    feeWaived: waiver !== null,
    freeSlotPrice: waiver === "free_slot" ? price : null,
    status: owes ? "pending_fee" : "active",
  };
}
