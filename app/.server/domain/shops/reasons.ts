/** Shop pages, the owner's shop management and subscriptions. Reasons that carry values say which. The words are in app/lib/error-text/shops.ts. */
export const SHOP_REASONS = [
  "shop_not_found",
  "shop_not_yours",
  "subscription_changed",
  "shop_trial_used",
  "subscription_payment_pending",
  "shop_trial_available",
  "shop_edit_not_found",
  "shop_owner_missing",
  /** Values: `{ max }`. */
  "shop_limit_reached",
  "shop_campus_unknown",
] as const;

export type ShopReason = (typeof SHOP_REASONS)[number];
