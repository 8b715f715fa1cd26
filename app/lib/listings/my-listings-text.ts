import { m } from "~/paraglide/messages";
import type { ListingKind } from "./kinds";
import { accommodationCategoryLabel } from "./labels/accommodation-category-labels";
import { productCategoryLabel } from "./labels/product-labels";
import { roomTypeLabel } from "./labels/room-type-labels";

/** The My Listings texts (docs/product.md#my-listings), worded when read; each kind's own are in lib/listings/kinds. */
export const MY_LISTINGS_TEXT = {
  get loadFailed() {
    return m.listings_load_failed();
  },
} as const;

/**
 * A card's label in the reader's language: a product's category, an accommodation's room type or
 * else its type of place. Free text a landlord typed as the room type is shown as typed.
 */
export function listingLabel(kind: ListingKind, label: string): string {
  return kind === "product" ? productCategoryLabel(label) : accommodationCategoryLabel(roomTypeLabel(label));
}

/** Badge colours (docs/product.md#selling): active green, pending yellow, inactive and anything else grey. */
export function statusTone(status: string): "emerald" | "amber" | "red" | "slate" {
  if (status === "active") return "emerald";
  if (status === "pending_fee" || status === "under_review" || status === "hidden") return "amber";
  if (status === "removed") return "red";
  return "slate";
}
