import type { ShopReason } from "~/.server/domain/shops/reasons";
import { m } from "~/paraglide/messages";
import { type ErrorMessage, textOf, words } from "./placeholders";

/** Shop pages and the owner's shop management. */
export const SHOP_ERROR_TEXT = {
  shop_not_found: words(m.errors_shop_not_found, m.errors_shop_not_found),
  /** Someone else's shop, or none: the owner's pages say so under the activation's title. */
  shop_not_yours: words(m.errors_activating_subscription_title, m.errors_shop_not_yours),
  subscription_changed: words(m.errors_activating_subscription_title, m.errors_subscription_changed),
  shop_trial_used: words(m.errors_activating_subscription_title, m.errors_shop_trial_used),
  subscription_payment_pending: words(m.errors_activating_subscription_title, m.errors_subscription_payment_pending),
  shop_trial_available: words(m.errors_activating_subscription_title, m.errors_shop_trial_available),
  shop_edit_not_found: words(m.errors_fetching_shop_title, m.errors_shop_edit_not_found),
  shop_owner_missing: words(m.errors_creating_shop_title, m.errors_shop_owner_missing),
  shop_limit_reached: (values) => ({
    title: m.errors_creating_shop_title(),
    description: m.errors_shop_limit_reached({ max: textOf(values, "max") }),
  }),
  shop_campus_unknown: words(m.errors_title_error, m.errors_shop_campus_unknown),
} satisfies Record<ShopReason, ErrorMessage>;
