import { ACCOMMODATION_CATEGORIES, ROOM_TYPES } from "~/lib/categories";
import type { AccommodationFilters } from "~/lib/listing-filters";
import { PriceFields, SearchField, SelectField } from "../filter-bar";
import type { ListingListView } from "./list-view";

export const ACCOMMODATION_LIST_VIEW: ListingListView = {
  title: () => "Accommodations",
  metaTitle: () => "Accommodations",
  description: "Rooms, hostels and apartments near Tanzanian campuses, with monthly rent in TShs.",
  postLabel: "List Accommodation",
  gridClassName: "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
  HeaderExtra: () => null,
  Filters: ({ filters: raw }) => {
    const filters = raw as AccommodationFilters;
    return (
      <>
        <SearchField defaultValue={filters.q} placeholder="Search by title, area or description..." />
        <SelectField name="category" label="Category" options={ACCOMMODATION_CATEGORIES} defaultValue={filters.category} anyLabel="All categories" />
        <SelectField name="roomType" label="Room type" options={ROOM_TYPES} defaultValue={filters.roomType} anyLabel="Any room type" />
        <PriceFields min={filters.minPrice} max={filters.maxPrice} label="Rent per month (TShs)" />
      </>
    );
  },
};
