/** What can be a favorite, and the favorite texts (docs/product.md#favorites). */
export const FAVORITE_KINDS = ["product", "accommodation", "shop"] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

export function isFavoriteKind(value: unknown): value is FavoriteKind {
  return typeof value === "string" && (FAVORITE_KINDS as readonly string[]).includes(value);
}

export const FAVORITE_TEXT = {
  signedOutCard: { title: "Authentication required", description: "Please sign in to add items to favorites." },
  signedOutDetail: { title: "Sign in required", description: "Please sign in to add favorites" },
  added: { title: "Added to favorites", description: "You can find it again in My Favorites." },
  removed: { title: "Removed from favorites", description: "It is no longer in My Favorites." },
  failed: "Error updating favorite",
} as const;
