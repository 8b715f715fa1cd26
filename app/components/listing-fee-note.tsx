import { listingFee } from "~/lib/listing-fee";
import { LISTING_KIND_RULES, type ListingKind } from "~/lib/listing-kinds";
import { formatFee } from "~/lib/money";

export interface FeeStanding {
  /** Free listings left (products or accommodations, as the form's kind). */
  freeLeft: number;
  freeLimit: number;
  /** This kind lists free with a premium shop, and the user has one. */
  hasPremiumShop: boolean;
}

/**
 * Tells the seller before they post whether this listing is free or what its fee will be (worked
 * out as they type the price), and on an edit what is still owed.
 */
export function ListingFeeNote({ kind, price, standing, owed }: { kind: ListingKind; price: string; standing: FeeStanding | null; owed: string | null }) {
  const { feeRate: rate, many } = LISTING_KIND_RULES[kind].text;
  let text: string;
  if (owed !== null) {
    text = `Listing fee due: ${formatFee(safeFee(kind, price) ?? owed)} (${rate}). The listing goes live once it is paid.`;
  } else if (!standing) {
    return null;
  } else if (standing.hasPremiumShop) {
    text = `Free: ${many} list free while you have a premium shop.`;
  } else if (standing.freeLeft > 0) {
    text = `Free listing: ${standing.freeLeft} of your ${standing.freeLimit} free ${many} left.`;
  } else {
    const fee = safeFee(kind, price);
    text = `Your free ${many} are used. Listing fee: ${fee ? formatFee(fee) : rate}${fee ? ` (${rate})` : ""}, paid before the listing goes live.`;
  }
  return (
    <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" aria-live="polite">
      {text}
    </p>
  );
}

function safeFee(kind: ListingKind, price: string): string | null {
  const cleaned = price.replace(/[,\s]/g, "");
  return /^\d{1,12}(\.\d{1,2})?$/.test(cleaned) ? listingFee(kind, cleaned) : null;
}
