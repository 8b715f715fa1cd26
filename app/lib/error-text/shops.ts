import type { ShopReason } from "~/.server/domain/shops/reasons";
import type { ErrorMessage } from "./placeholders";

/** Shop pages and the owner's shop management. */
export const SHOP_ERROR_TEXT = {
  shop_not_found: { title: "Shop not found", description: "Shop not found" },
  /** Someone else's shop, or none: the owner's pages say so under the activation's title. */
  shop_not_yours: { title: "Error activating subscription", description: "Shop not found or you don't have permission to manage it." },
  subscription_changed: { title: "Error activating subscription", description: "This shop's subscription changed meanwhile. Please reload the page and check it before paying." },
  shop_trial_used: { title: "Error activating subscription", description: "Your free trial has already been used. Please reload the page to subscribe." },
  subscription_payment_pending: { title: "Error activating subscription", description: "A payment for this shop's subscription is already waiting for approval on your phone." },
  shop_trial_available: { title: "Error activating subscription", description: "Your free trial is still available: start it first." },
  shop_edit_not_found: { title: "Error fetching shop", description: "Shop not found or you don't have permission to edit it." },
  shop_owner_missing: { title: "Error creating shop", description: "Please sign in again to create a shop." },
  shop_limit_reached: { title: "Error creating shop", description: "You can run at most {max} shops. Edit one of your shops instead." },
  shop_campus_unknown: { title: "Error", description: "Please choose a campus from the list." },
} satisfies Record<ShopReason, ErrorMessage>;
