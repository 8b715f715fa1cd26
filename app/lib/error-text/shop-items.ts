import type { ShopItemReason } from "~/.server/domain/shop-items/reasons";
import { SELECT_SHOP_MESSAGE } from "../forms/shop-item";
import { NO_ACTIVE_SHOPS_TEXT } from "../shop-items";
import type { ErrorMessage } from "./placeholders";

/**
 * Promotions, events and services of a shop. The item form shows these descriptions under its own
 * title ('Error creating promotion', docs/product.md#shop-items); the titles here serve other pages (a delete
 * on shop management).
 */
export const SHOP_ITEM_ERROR_TEXT = {
  /** No shop chosen, a missing shop or someone else's: the forms' words for it. */
  shop_item_shop_not_yours: { title: "Error", description: SELECT_SHOP_MESSAGE },
  /** The shop's subscription (trial or paid) is not running: only premium shops host these. */
  shop_item_shop_inactive: {
    title: NO_ACTIVE_SHOPS_TEXT.title,
    description: "This shop's subscription is not active. Start its free trial or subscribe on Shop Management to post promotions, events and services.",
  },
  /** A missing item, someone else's, or a malformed id: the same answer, so others' items stay unseen. */
  shop_item_not_found: { title: "Error", description: "Not found, or you don't have permission to change it." },
  /** An event's places lowered below the people already taking part. */
  shop_item_places_taken: { title: "Error", description: "Maximum participants cannot be fewer than the people already taking part." },
  /** A new promotion whose end date has passed, or a new event already over: no student would see it. */
  shop_item_already_ended: { title: "Error", description: "This promotion's end date has already passed. Choose an end date from today on." },
  shop_item_event_past: { title: "Error", description: "This event's date has already passed. Choose a date and time from now on." },
  shop_item_limit_reached: { title: "Error", description: "A shop can hold at most {max} of these. Delete old ones on Shop Management first." },
} satisfies Record<ShopItemReason, ErrorMessage>;
