import type { ComponentType } from "react";
import type { ListingFilters } from "~/lib/listing-filters";

/** How a kind's list page differs from the others: its headings, filters and grid. */
export interface ListingListView {
  title: (context: { shopName: string | null }) => string;
  metaTitle: (q: string | undefined) => string;
  description: string;
  postLabel: string;
  gridClassName: string;
  HeaderExtra: ComponentType<{ filters: ListingFilters }>;
  Filters: ComponentType<{ filters: ListingFilters }>;
}
