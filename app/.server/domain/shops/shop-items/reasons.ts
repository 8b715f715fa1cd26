/** Promotions, events and services of a shop. Reasons that carry values say which. The words are in app/lib/error-text/shop-items.ts. */
export const SHOP_ITEM_REASONS = [
  "shop_item_shop_not_yours",
  "shop_item_shop_inactive",
  "shop_item_not_found",
  "shop_item_places_taken",
  "shop_item_already_ended",
  "shop_item_event_past",
  /** Values: `{ max }`. */
  "shop_item_limit_reached",
] as const;

export type ShopItemReason = (typeof SHOP_ITEM_REASONS)[number];
