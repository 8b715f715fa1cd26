import { formatPrice } from "./money";
import { PREMIUM_SHOP_PRICE_TZS } from "./site";

/** The shop management texts (docs/product.md#subscriptions) and the subscription wording around them. */
export const SHOP_MANAGEMENT_TEXT = {
  title: "Shop Management",
  noShops: "No Shops Yet",
  noShopsHint: "Create your first shop to sell under its name, post promotions, events and services, and list products free while it is active.",
  createShop: "Create Shop",
  freeTrialBadge: "Free Trial",
  premiumBadge: "Premium",
  inactiveBadge: "Inactive",
  trialEnds: "Trial ends",
  subscriptionEnds: "Subscription ends",
  endedOn: "Subscription ended",
  startTrial: "Start Free Trial",
  subscribe: "Subscribe",
  renew: "Renew early",
  editShop: "Edit Shop",
  viewShop: "View Shop",
  upgradePaid: `Subscribe for ${formatPrice(PREMIUM_SHOP_PRICE_TZS)}/month to access all premium features.`,
  upgradeTrial: "Start your free 1-month trial to access promotions, events, and services.",
  paymentPending: "A subscription payment is waiting for approval on your phone.",
  loadFailed: "Failed to load your shops.",
  activated: { title: "Subscription activated!", description: "Your shop subscription has been successfully activated." },
} as const;
