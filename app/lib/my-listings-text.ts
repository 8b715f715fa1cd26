import type { ListingKind } from "./listing-fee";

/** The spec's My Listings texts (sections 2 and 8). */
export const MY_LISTINGS_TEXT = {
  deleteTitle: { product: "Delete Product", accommodation: "Delete Accommodation" } satisfies Record<ListingKind, string>,
  deleteQuestion: {
    product: "Are you sure you want to delete this product? This action cannot be undone.",
    accommodation: "Are you sure you want to delete this accommodation? This action cannot be undone.",
  } satisfies Record<ListingKind, string>,
  deleted: {
    product: { title: "Deleted", description: "Product deleted successfully." },
    accommodation: { title: "Deleted", description: "Accommodation deleted successfully." },
  } satisfies Record<ListingKind, { title: string; description: string }>,
  loadFailed: "Failed to load listings.",
} as const;

/** Badge colours (spec section 4): active green, pending yellow, inactive and anything else grey. */
export function statusTone(status: string): "emerald" | "amber" | "slate" {
  if (status === "active") return "emerald";
  if (status === "pending") return "amber";
  return "slate";
}
