import type { ListingKind } from "~/lib/listing-kinds";
import { ACCOMMODATION_LIST_VIEW } from "./accommodation-list-view";
import type { ListingListView } from "./list-view";
import { PRODUCT_LIST_VIEW } from "./product-list-view";

export const LISTING_LIST_VIEWS: Record<ListingKind, ListingListView> = {
  product: PRODUCT_LIST_VIEW,
  accommodation: ACCOMMODATION_LIST_VIEW,
};
