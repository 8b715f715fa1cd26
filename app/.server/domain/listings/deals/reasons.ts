/** Marking a listing sold or rented, and putting it back up. The words are in app/lib/error-text/deals.ts. */
export const DEAL_REASONS = [
  /** Values: `{ kind }`. Only a live listing can be marked sold or rented. */
  "deal_listing_not_live",
  /** The student named as the buyer never wrote about this listing. */
  "deal_buyer_not_eligible",
  /** Values: `{ kind }`. Only a sold or rented listing can be put back up. */
  "deal_not_closed",
  /** Values: `{ kind, days }`. Past the window, the listing is posted again (with its fee). */
  "deal_relist_too_late",
  /** No standing deal names this student as the listing's buyer. */
  "deal_not_yours",
] as const;

export type DealReason = (typeof DEAL_REASONS)[number];
