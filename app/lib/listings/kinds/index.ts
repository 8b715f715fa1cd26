import { ACCOMMODATION_RULES } from "./accommodation";
import { PRODUCT_RULES } from "./product";
import type { ListingKindRules } from "./rules";

export type { ListingKindRules } from "./rules";

/** Every kind of listing. A new kind is a rules file here, one in the server's kinds/, and a migration. */
export const LISTING_KIND_RULES = {
  product: PRODUCT_RULES,
  accommodation: ACCOMMODATION_RULES,
} as const satisfies Record<string, ListingKindRules>;

export type ListingKind = keyof typeof LISTING_KIND_RULES;

export const LISTING_KINDS = Object.keys(LISTING_KIND_RULES) as ListingKind[];

export function isListingKind(value: unknown): value is ListingKind {
  return typeof value === "string" && Object.hasOwn(LISTING_KIND_RULES, value);
}

/** The kind of a stored listing's `kind` column; products for anything else (no listing at all). */
export function listingKindOf(value: unknown): ListingKind {
  return isListingKind(value) ? value : "product";
}

/** The kind whose pages a path is under ("/accommodations/abc/edit" -> accommodation), if any. */
export function kindFromPath(pathname: string): ListingKind | null {
  // Paths match case-insensitively, as the router matches them (/Products is /products).
  const segment = `/${pathname.split("/")[1] ?? ""}`.toLowerCase();
  return LISTING_KINDS.find((kind) => LISTING_KIND_RULES[kind].path === segment) ?? null;
}

/** A listing's page. */
export function listingPath(kind: ListingKind, id: string): string {
  return `${LISTING_KIND_RULES[kind].path}/${id}`;
}

/** The kind a My Listings tab shows (`?tab=accommodations`); products when none or unknown. */
export function kindFromMyListingsTab(tab: string | null): ListingKind {
  return LISTING_KINDS.find((kind) => LISTING_KIND_RULES[kind].myListingsPath.endsWith(`?tab=${tab}`)) ?? "product";
}
