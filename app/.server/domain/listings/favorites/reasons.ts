/** The hearts. The words are in app/lib/error-text/favorites.ts. */
export const FAVORITE_REASONS = ["favorite_target_missing"] as const;

export type FavoriteReason = (typeof FAVORITE_REASONS)[number];
