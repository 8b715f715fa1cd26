/** The My Listings texts (docs/product.md#my-listings); each kind's own are in lib/listing-kinds. */
export const MY_LISTINGS_TEXT = {
  loadFailed: "Failed to load listings.",
} as const;

/** Badge colours (docs/product.md#selling): active green, pending yellow, inactive and anything else grey. */
export function statusTone(status: string): "emerald" | "amber" | "slate" {
  if (status === "active") return "emerald";
  if (status === "pending") return "amber";
  return "slate";
}
