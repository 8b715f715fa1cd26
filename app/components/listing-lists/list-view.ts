import type { ComponentType } from "react";
import type { ListingFilters } from "~/lib/listing-filters";

/** A choice among fixed values in a kind's filter bar (category, condition, room type). */
export interface FilterSelect {
  name: string;
  label: string;
  options: readonly string[];
  anyLabel: string;
}

/** How a kind's list page differs from the others: its headings, filters and grid. */
export interface ListingListView {
  title: (context: { shopName: string | null }) => string;
  metaTitle: (q: string | undefined) => string;
  description: string;
  postLabel: string;
  gridClassName: string;
  searchPlaceholder: string;
  selects: readonly FilterSelect[];
  priceLabel?: string;
  /** Filters the URL carries that the bar does not show (a shop's product list). */
  hiddenFilters?: (filters: ListingFilters) => Record<string, string>;
  HeaderExtra: ComponentType<{ filters: ListingFilters }>;
}
