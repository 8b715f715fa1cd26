import type { ErrorTextEntry } from ".";

/** Listing errors (products, accommodations and any later kind). Filled in by the listing kernel. */
export const LISTING_ERROR_TEXT = {} satisfies Record<string, ErrorTextEntry>;
