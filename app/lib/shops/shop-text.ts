import { m } from "~/paraglide/messages";
import { formatPrice } from "../shared/money";
import { PREMIUM_SHOP_PRICE_TZS } from "../shared/site";

/**
 * The shop management texts (docs/product.md#subscriptions) and the subscription wording around
 * them. Getters: each is worded when read, in the reader's language.
 */
export const SHOP_MANAGEMENT_TEXT = {
  get title() {
    return m.shops_management_title();
  },
  get noShops() {
    return m.shops_management_no_shops();
  },
  get noShopsHint() {
    return m.shops_management_no_shops_hint();
  },
  get createShop() {
    return m.shops_create_shop();
  },
  get freeTrialBadge() {
    return m.shops_badge_free_trial();
  },
  get premiumBadge() {
    return m.shops_badge_premium();
  },
  get inactiveBadge() {
    return m.shops_badge_inactive();
  },
  get trialEnds() {
    return m.shops_trial_ends();
  },
  get subscriptionEnds() {
    return m.shops_subscription_ends();
  },
  get endedOn() {
    return m.shops_subscription_ended();
  },
  get startTrial() {
    return m.shops_start_trial();
  },
  get subscribe() {
    return m.shops_subscribe();
  },
  get renew() {
    return m.shops_renew_early();
  },
  get editShop() {
    return m.shops_edit_shop();
  },
  get viewShop() {
    return m.shops_view_shop();
  },
  get upgradePaid() {
    return m.shops_upgrade_paid({ price: formatPrice(PREMIUM_SHOP_PRICE_TZS) });
  },
  get upgradeTrial() {
    return m.shops_upgrade_trial();
  },
  get paymentPending() {
    return m.shops_payment_pending();
  },
  get loadFailed() {
    return m.shops_load_failed();
  },
  get activated() {
    return { title: m.shops_activated_title(), description: m.shops_activated_description() };
  },
} as const;
