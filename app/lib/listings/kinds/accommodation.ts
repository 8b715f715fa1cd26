import { ACCOMMODATION_STATUSES } from "../listing-status";
import type { ListingKindRules, ListingThing } from "./rules";

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
  toasts: {
    posted: "accommodation-posted",
    pending: "accommodation-pending",
    updated: "accommodation-updated",
    freeEnded: "accommodation-free-ended",
    notFound: "accommodation-not-found",
  },
  sameThing: (before: ListingThing, after: ListingThing) =>
    before.category === after.category && sameRoomType(before.roomType, after.roomType),
} as const satisfies ListingKindRules<"accommodation">;

/**
 * An accommodation is the same place while both its type of place (the category the list filters
 * by) and its room type stay: a single room made a two-bedroom flat is another listing at another
 * rent. The room type is free text, so case and spacing do not count ("single  room" is "Single
 * Room"), and one filled in where none was given is a detail added, not a change; clearing or
 * changing one is a change (else clearing it first, then typing another, would change it freely).
 */
function sameRoomType(before: string | null | undefined, after: string | null | undefined): boolean {
  const was = roomTypeKey(before);
  return was === "" || was === roomTypeKey(after);
}

const roomTypeKey = (roomType: string | null | undefined): string =>
  (roomType ?? "").trim().replace(/\s+/g, " ").toLowerCase();
