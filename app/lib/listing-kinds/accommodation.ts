import { ACCOMMODATION_STATUSES } from "../listing-status";
import type { ListingKindRules } from "./rules";

export const ACCOMMODATION_RULES = {
  kind: "accommodation",
  path: "/accommodations",
  myListingsPath: "/my-listings?tab=accommodations",
  pricedMonthly: true,
  maxPhotos: 10,
  statuses: ACCOMMODATION_STATUSES,
  feeRate: { numerator: 1n, denominator: 100n },
  listsUnderShop: false,
  premiumShopListsFree: false,
  titleField: "title",
  requiredFields: ["title", "price", "location"],
  notices: {
    posted: "accommodation-posted",
    pending: "accommodation-pending",
    updated: "accommodation-updated",
    notFound: "accommodation-not-found",
  },
} as const satisfies ListingKindRules<"accommodation">;
