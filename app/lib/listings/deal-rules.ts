import type { ListingKind } from "./kinds";

/** A sold or rented listing can be put back up, without a new fee, this long after the deal. */
export const RELIST_WINDOW_DAYS = 30;

/** What closing a listing of each kind makes it: a product is sold, a place rented. */
export const DEAL_OUTCOME = { product: "sold", accommodation: "rented" } as const satisfies Record<
  ListingKind,
  "sold" | "rented"
>;

export type DealOutcome = (typeof DEAL_OUTCOME)[ListingKind];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a listing sold or rented at `closedAt` may be put back up. */
export const relistDeadline = (closedAt: Date): Date => new Date(closedAt.getTime() + RELIST_WINDOW_DAYS * DAY_MS);

/** Whether a deal closed at `closedAt` may still be undone by putting the listing back up. */
export function mayRelist(closedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() <= relistDeadline(closedAt).getTime();
}
