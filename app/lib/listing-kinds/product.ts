import { PRODUCT_STATUSES } from "../listing-status";
import type { ListingKindRules } from "./rules";

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
  requiredFields: ["name", "price", "category"],
  notices: { posted: "product-posted", pending: "product-pending", updated: "product-updated", notFound: "product-not-found" },
} as const satisfies ListingKindRules<"product">;
