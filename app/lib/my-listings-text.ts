/** The spec's My Listings texts (sections 2 and 8); each kind's own are in lib/listing-kinds. */
export const MY_LISTINGS_TEXT = {
  loadFailed: "Failed to load listings.",
} as const;

/** Badge colours (spec section 4): active green, pending yellow, inactive and anything else grey. */
export function statusTone(status: string): "emerald" | "amber" | "slate" {
  if (status === "active") return "emerald";
  if (status === "pending") return "amber";
  return "slate";
}
