import {
  ACCOMMODATION_CATEGORIES,
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
  ROOM_TYPES,
  SHOP_CATEGORIES,
} from "./categories";
import { isUuid } from "./uuid";

/**
 * Filters live in the URL query so a filtered list is a shareable link that works without
 * JavaScript. Parsing never fails: a value that makes no sense (an unknown category, a negative
 * price, page "abc") is dropped, because a hand-edited or stale link should still show a list.
 * (No zod here on purpose: list pages import this in the browser, and zod would triple their JS.)
 */

export const SEARCH_MAX_LENGTH = 100;
/** The spec's accommodation rent slider tops out at 100,000; an upper bound that high means "no limit". */
export const RENT_FILTER_CEILING = 100_000;
const MAX_PRICE = 1e12;
const MAX_PAGE = 10_000;

function text(value: string | null): string | undefined {
  const cleaned = (value ?? "").trim().replace(/\s+/g, " ").slice(0, SEARCH_MAX_LENGTH);
  return cleaned === "" ? undefined : cleaned;
}

function price(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= MAX_PRICE ? n : undefined;
}

function page(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

function uuid(value: string | null): string | undefined {
  return isUuid(value) ? value : undefined;
}

function oneOf<const T extends readonly string[]>(values: T, value: string | null): T[number] | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T[number]) : undefined;
}

function priceRange(params: URLSearchParams) {
  let min = price(params.get("min"));
  let max = price(params.get("max"));
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
  page: number;
}

export function parseProductFilters(params: URLSearchParams): ProductFilters {
  return {
    q: text(params.get("q")),
    category: oneOf(PRODUCT_CATEGORIES, params.get("category")),
    condition: oneOf(PRODUCT_CONDITIONS, params.get("condition")),
    ...priceRange(params),
    shopId: uuid(params.get("shop")),
    page: page(params.get("page")),
  };
}

export interface AccommodationFilters {
  q?: string;
  category?: (typeof ACCOMMODATION_CATEGORIES)[number];
  roomType?: (typeof ROOM_TYPES)[number];
  minPrice?: number;
  maxPrice?: number;
  page: number;
}

export function parseAccommodationFilters(params: URLSearchParams): AccommodationFilters {
  const range = priceRange(params);
  return {
    q: text(params.get("q")),
    category: oneOf(ACCOMMODATION_CATEGORIES, params.get("category")),
    roomType: oneOf(ROOM_TYPES, params.get("roomType")),
    minPrice: range.minPrice,
    maxPrice: range.maxPrice !== undefined && range.maxPrice >= RENT_FILTER_CEILING ? undefined : range.maxPrice,
    page: page(params.get("page")),
  };
}

export interface ShopFilters {
  q?: string;
  category?: (typeof SHOP_CATEGORIES)[number];
  campusId?: string;
  page: number;
}

export function parseShopFilters(params: URLSearchParams): ShopFilters {
  return {
    q: text(params.get("q")),
    category: oneOf(SHOP_CATEGORIES, params.get("category")),
    campusId: uuid(params.get("campus")),
    page: page(params.get("page")),
  };
}

/** True when the user narrowed the list, which changes the empty-state text. Paging does not count. */
export function hasActiveFilters(filters: object): boolean {
  return Object.entries(filters).some(([key, value]) => key !== "page" && value !== undefined);
}

/** The query string for a page of the same filters (used by pagination links). */
export function withPage(params: URLSearchParams, pageNumber: number): string {
  const next = new URLSearchParams(params);
  if (pageNumber <= 1) next.delete("page");
  else next.set("page", String(pageNumber));
  const query = next.toString();
  return query ? `?${query}` : "?";
}
