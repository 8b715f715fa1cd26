import { m } from "~/paraglide/messages";
import { labelIn } from "../../shared/label-in";
import type { ListingStatus } from "../listing-status";

const LISTING_STATUS_LABELS = {
  pending_fee: m.listings_status_pending,
  active: m.listings_status_active,
  sold: m.listings_status_sold,
  rented: m.listings_status_rented,
  expired: m.listings_status_expired,
  under_review: m.listings_status_under_review,
  hidden: m.listings_status_hidden,
  removed: m.listings_status_removed,
} satisfies Record<ListingStatus, () => string>;

/** A listing's status as a word in a sentence ("Its status is sold."): lower case, as stored in English. */
export const listingStatusLabel = (value: string): string => labelIn(LISTING_STATUS_LABELS, value);
