import { ACCOMMODATION_CATEGORIES, ROOM_TYPES } from "~/lib/categories";
import type { ListingListView } from "./list-view";

export const ACCOMMODATION_LIST_VIEW: ListingListView = {
  title: () => "Accommodations",
  metaTitle: () => "Accommodations",
  description: "Rooms, hostels and apartments near Tanzanian campuses, with monthly rent in TShs.",
  postLabel: "List Accommodation",
  gridClassName: "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
  searchPlaceholder: "Search by title, area or description...",
  selects: [
    { name: "category", label: "Category", options: ACCOMMODATION_CATEGORIES, anyLabel: "All categories" },
    { name: "roomType", label: "Room type", options: ROOM_TYPES, anyLabel: "Any room type" },
  ],
  priceLabel: "Rent per month (TShs)",
  HeaderExtra: () => null,
};
