import { m } from "~/paraglide/messages";
import type { ListingStatus } from "../categories";
import { labelIn } from "./label-in";

const LISTING_STATUS_LABELS = {
  active: m.listings_status_active,
  inactive: m.listings_status_inactive,
  pending: m.listings_status_pending,
  sold: m.listings_status_sold,
  rented: m.listings_status_rented,
} satisfies Record<ListingStatus, () => string>;

/** A listing's status as a word in a sentence ("Its status is sold."): lower case, as stored in English. */
export const listingStatusLabel = (value: string): string => labelIn(LISTING_STATUS_LABELS, value);
