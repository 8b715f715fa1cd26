import type { ErrorTextEntry } from ".";

/** Promotions, events and services of a shop (filled in with the item forms). */
export const SHOP_ITEM_ERROR_TEXT = {} satisfies Record<string, ErrorTextEntry>;
