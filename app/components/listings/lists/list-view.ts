import type { ComponentType } from "react";
import type { ListingFilters } from "~/lib/listings/listing-filters";
import type { CampusScopeText } from "../../campuses/campus-scope-bar";
import type { ListingCardData } from "../listing-cards";

/**
 * A choice among fixed values in a kind's filter bar (category, condition, room type). Words are
 * message functions, called when the bar renders, so they come in the reader's language.
 */
export interface FilterSelect {
  name: string;
  label: () => string;
  options: readonly string[];
  /** The word shown for a stored value (the value itself stays English in the URL). */
  optionLabel: (value: string) => string;
  anyLabel: () => string;
}

/** How a kind's list page differs from the others: its headings, filters and grid. */
export interface ListingListView {
  title: (context: { shopName: string | null }) => string;
  metaTitle: (q: string | undefined) => string;
  description: () => string;
  postLabel: () => string;
  gridClassName: string;
  searchPlaceholder: () => string;
  selects: readonly FilterSelect[];
  priceLabel?: () => string;
  /** What the campus bar above the list says. */
  scopeText: CampusScopeText;
  /** Filters the URL carries that the bar does not show (a shop's product list). */
  hiddenFilters?: (filters: ListingFilters) => Record<string, string>;
  HeaderExtra: ComponentType<{ filters: ListingFilters }>;
  /** The kind's labels on each card. */
  Badges: ComponentType<{ listing: ListingCardData }>;
}
