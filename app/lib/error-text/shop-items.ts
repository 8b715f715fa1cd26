import type { ShopItemReason } from "~/.server/domain/shops/shop-items/reasons";
import { m } from "~/paraglide/messages";
import { NO_ACTIVE_SHOPS_TEXT } from "../shops/shop-items";
import { type ErrorMessage, textOf, words } from "./placeholders";

/**
 * Promotions, events and services of a shop. The item form shows these descriptions under its own
 * title ('Error creating promotion', docs/product.md#shop-items); the titles here serve other pages (a delete
 * on shop management).
 */
export const SHOP_ITEM_ERROR_TEXT = {
  /** No shop chosen, a missing shop or someone else's: the forms' words for it. */
  shop_item_shop_not_yours: words(m.errors_title_error, m.shops_item_select_shop_message),
  /** The shop's subscription (trial or paid) is not running: only premium shops host these. */
  shop_item_shop_inactive: words(() => NO_ACTIVE_SHOPS_TEXT.title, m.errors_shop_item_shop_inactive),
  /** A missing item, someone else's, or a malformed id: the same answer, so others' items stay unseen. */
  shop_item_not_found: words(m.errors_title_error, m.errors_shop_item_not_found),
  /** An event's places lowered below the people already taking part. */
  shop_item_places_taken: words(m.errors_title_error, m.errors_shop_item_places_taken),
  /** A new promotion whose end date has passed, or a new event already over: no student would see it. */
  shop_item_already_ended: words(m.errors_title_error, m.errors_shop_item_already_ended),
  shop_item_event_past: words(m.errors_title_error, m.errors_shop_item_event_past),
  shop_item_limit_reached: (values) => ({
    title: m.errors_title_error(),
    description: m.errors_shop_item_limit_reached({ max: textOf(values, "max") }),
  }),
} satisfies Record<ShopItemReason, ErrorMessage>;
