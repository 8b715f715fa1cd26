import { ACCOMMODATION_CATEGORIES, ROOM_TYPES } from "~/lib/listings/categories";
import { accommodationCategoryLabel } from "~/lib/listings/labels/accommodation-category-labels";
import { roomTypeLabel } from "~/lib/listings/labels/room-type-labels";
import { m } from "~/paraglide/messages";
import { AccommodationBadges } from "../badges/accommodation-badges";
import type { ListingListView } from "./list-view";

export const ACCOMMODATION_LIST_VIEW: ListingListView = {
  title: () => m.listings_accommodation_heading(),
  metaTitle: () => m.listings_accommodation_heading(),
  description: m.listings_accommodations_description,
  postLabel: m.listings_accommodation_post_button,
  gridClassName: "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
  searchPlaceholder: m.listings_accommodations_search_placeholder,
  selects: [
    {
      name: "category",
      label: m.listings_filter_category,
      options: ACCOMMODATION_CATEGORIES,
      optionLabel: accommodationCategoryLabel,
      anyLabel: m.listings_filter_all_categories,
    },
    {
      name: "roomType",
      label: m.listings_filter_room_type,
      options: ROOM_TYPES,
      optionLabel: roomTypeLabel,
      anyLabel: m.listings_filter_any_room_type,
    },
  ],
  priceLabel: m.listings_rent_per_month_label,
  scopeText: {
    visitorNear: m.listings_scope_accommodations_visitor,
    every: m.listings_scope_accommodations_every,
    memberNear: m.listings_scope_accommodations_member,
  },
  HeaderExtra: () => null,
  Badges: AccommodationBadges,
};
