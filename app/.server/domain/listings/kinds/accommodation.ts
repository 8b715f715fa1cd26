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
  columns: {
    title: "title",
    price: "price",
    location: "location",
    description: "description",
    address: "address",
    roomType: "roomType",
    category: "category",
    amenities: "amenities",
  },
};
