import { PRODUCT_STATUSES } from "../listing-status";
import type { ListingKindRules, ListingThing } from "./rules";

export const PRODUCT_RULES = {
  kind: "product",
  path: "/products",
  myListingsPath: "/my-listings",
  pricedMonthly: false,
  maxPhotos: 5,
  statuses: PRODUCT_STATUSES,
  feeRate: { numerator: 1n, denominator: 1000n },
  listsUnderShop: true,
  premiumShopListsFree: true,
  titleField: "name",
  toasts: {
    posted: "product-posted",
    pending: "product-pending",
    updated: "product-updated",
    freeEnded: "product-free-ended",
    notFound: "product-not-found",
  },
  // Its category is what it is in the lists; a new name, photos or condition is the same thing told better.
  sameThing: (before: ListingThing, after: ListingThing) => before.category === after.category,
} as const satisfies ListingKindRules<"product">;
