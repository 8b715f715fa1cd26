import { ACCOMMODATION_TEXT } from "./accommodation-text";
import type { ListingKind } from "./index";
import { PRODUCT_TEXT } from "./product-text";
import type { ListingKindText } from "./rules";

/** Each kind's words, in the reader's language when read (import this only where words are shown). */
export const LISTING_KIND_TEXT = {
  product: PRODUCT_TEXT,
  accommodation: ACCOMMODATION_TEXT,
} as const satisfies Record<ListingKind, ListingKindText>;
