import { type QueryReader, readQuery } from "../shared/query-params";
import {
  ACCOMMODATION_CATEGORIES,
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
  ROOM_TYPES,
  SHOP_CATEGORIES,
} from "./categories";
import type { ListingKind } from "./kinds";

/**
 * Filters live in the URL query so a filtered list is a shareable link that works without
 * JavaScript. A value that makes no sense (an unknown category, a negative price, page "abc") is
 * dropped, because a hand-edited or stale link should still show a list; search text with
 * control characters (NUL) is refused with a 400 (see query-params.ts).
 */

export { SEARCH_MAX_LENGTH } from "../shared/query-params";
/** The accommodation rent slider tops out at 100,000 (docs/product.md#lists); an upper bound that high means "no limit". */
export const RENT_FILTER_CEILING = 100_000;
const MAX_PRICE = 1e12;

/**
 * How a product or accommodation list is ordered (?sort=). No value means the default: newest
 * first, or the best match when searching. "nearest" needs a campus to measure from; without one
 * the list is newest first. An unknown value is no value, like every other filter.
 */
export const LIST_SORTS = ["newest", "price_asc", "price_desc", "nearest"] as const;
export type ListSort = (typeof LIST_SORTS)[number];
/** The order a list was shown in: what was asked for, unless it could not apply. */
export type AppliedSort = ListSort | "relevance";

function priceRange(query: QueryReader) {
  let min = query.number("min", 0, MAX_PRICE);
  let max = query.number("max", 0, MAX_PRICE);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min === 0) min = undefined;
  return { minPrice: min, maxPrice: max };
}

export interface ProductFilters {
  q?: string;
  category?: (typeof PRODUCT_CATEGORIES)[number];
  condition?: (typeof PRODUCT_CONDITIONS)[number];
  minPrice?: number;
  maxPrice?: number;
  shopId?: string;
  sort?: ListSort;
  page: number;
}

export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const query = readQuery(params);
  return {
    q: query.text("q"),
    category: query.oneOf("category", PRODUCT_CATEGORIES),
    condition: query.oneOf("condition", PRODUCT_CONDITIONS),
    ...priceRange(query),
    shopId: query.uuid("shop"),
    sort: query.oneOf("sort", LIST_SORTS),
    page: query.page(),
  };
}

export interface AccommodationFilters {
  q?: string;
  category?: (typeof ACCOMMODATION_CATEGORIES)[number];
  roomType?: (typeof ROOM_TYPES)[number];
  minPrice?: number;
  maxPrice?: number;
  sort?: ListSort;
  page: number;
}

export function parseAccommodationFilters(params: URLSearchParams): AccommodationFilters {
  const query = readQuery(params);
  const range = priceRange(query);
  return {
    q: query.text("q"),
    category: query.oneOf("category", ACCOMMODATION_CATEGORIES),
    roomType: query.oneOf("roomType", ROOM_TYPES),
    minPrice: range.minPrice,
    maxPrice: range.maxPrice !== undefined && range.maxPrice >= RENT_FILTER_CEILING ? undefined : range.maxPrice,
    sort: query.oneOf("sort", LIST_SORTS),
    page: query.page(),
  };
}

export interface ShopFilters {
  q?: string;
  category?: (typeof SHOP_CATEGORIES)[number];
  campusId?: string;
  page: number;
}

export function parseShopFilters(params: URLSearchParams): ShopFilters {
  const query = readQuery(params);
  return {
    q: query.text("q"),
    category: query.oneOf("category", SHOP_CATEGORIES),
    campusId: query.uuid("campus"),
    page: query.page(),
  };
}

/** True when the user narrowed the list, which changes the empty-state text. Paging and sorting do not count. */
export function hasActiveFilters(filters: object): boolean {
  return Object.entries(filters).some(([key, value]) => key !== "page" && key !== "sort" && value !== undefined);
}

/** Not filters the student set: the search (its own box), the order, the page, and the shop whose list this is. */
const NOT_COUNTED = new Set(["q", "sort", "page", "shopId"]);

/** How many filters narrow a list, as the Filters control shows it: a price range counts once. */
export function countActiveFilters(filters: object): number {
  const keys = Object.entries(filters)
    .filter(([key, value]) => value !== undefined && !NOT_COUNTED.has(key))
    .map(([key]) => (key === "minPrice" || key === "maxPrice" ? "price" : key));
  return new Set(keys).size;
}

/** Every listing kind's list filters, read from the URL by that kind's own rules. */
export type ListingFilters = ProductFilters | AccommodationFilters;

export const LISTING_FILTER_PARSERS: Record<ListingKind, (params: URLSearchParams) => ListingFilters> = {
  product: parseProductFilters,
  accommodation: parseAccommodationFilters,
};
