import { ACCOMMODATION_RULES } from "~/lib/listings/kinds/accommodation";
import { users } from "../../../db/schema";
import type { ListingKindStore } from "./listing-kind-store";

export const ACCOMMODATION_STORE: ListingKindStore<"accommodation"> = {
  rules: ACCOMMODATION_RULES,
  bucket: "accommodation-images",
  freeQuota: {
    used: users.freeAccommodationsUsed,
    limit: users.freeAccommodationsLimit,
    usedKey: "freeAccommodationsUsed",
  },
  titleOf: (fields) => fields.title,
  ownColumns: (fields) => ({
    location: fields.location,
    address: fields.address ?? null,
    roomType: fields.roomType ?? null,
    amenities: fields.amenities,
  }),
};
