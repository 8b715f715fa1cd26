import type { ListingKind } from "~/lib/listings/kinds";
import { LISTING_KIND_TEXT } from "~/lib/listings/kinds/texts";
import { listingFee } from "~/lib/payments/listing-fee";
import { formatFee } from "~/lib/shared/money";
import { m } from "~/paraglide/messages";

export interface FeeStanding {
  /** Free listings left (products or accommodations, as the form's kind). */
  freeLeft: number;
  freeLimit: number;
  /** This kind lists free with a premium shop, and the user has one. */
  hasPremiumShop: boolean;
}

/** The sentences that name the kind, written out per kind so each language can agree with its noun. */
const KIND_WORDS = {
  product: {
    premium: m.payments_fee_note_premium_products,
    freeLeft: m.payments_fee_note_free_left_products,
    used: m.payments_fee_note_used_products,
  },
  accommodation: {
    premium: m.payments_fee_note_premium_accommodations,
    freeLeft: m.payments_fee_note_free_left_accommodations,
    used: m.payments_fee_note_used_accommodations,
  },
} as const satisfies Record<
  ListingKind,
  {
    premium: () => string;
    freeLeft: (values: { left: number; limit: number }) => string;
    used: (values: { fee: string }) => string;
  }
>;

/**
 * Tells the seller before they post whether this listing is free or what its fee will be (worked
 * out as they type the price), and on an edit what is still owed.
 */
export function ListingFeeNote({
  kind,
  price,
  standing,
  owed,
}: {
  kind: ListingKind;
  price: string;
  standing: FeeStanding | null;
  owed: string | null;
}) {
  const rate = LISTING_KIND_TEXT[kind].feeRate;
  const words = KIND_WORDS[kind];
  let text: string;
  if (owed !== null) {
    text = m.payments_fee_note_due({ fee: formatFee(safeFee(kind, price) ?? owed), rate });
  } else if (!standing) {
    return null;
  } else if (standing.hasPremiumShop) {
    text = words.premium();
  } else if (standing.freeLeft > 0) {
    text = words.freeLeft({ left: standing.freeLeft, limit: standing.freeLimit });
  } else {
    const fee = safeFee(kind, price);
    text = words.used({ fee: fee ? `${formatFee(fee)} (${rate})` : rate });
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
