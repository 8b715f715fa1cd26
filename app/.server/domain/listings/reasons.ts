/** Listings (products, accommodations and any later kind) and their photos. Reasons that carry values say which. The words are in app/lib/error-text/listings.ts. */
export const LISTING_REASONS = [
  /** Values: `{ kind }`, the listing's kind. */
  "listing_not_found",
  /** Values: `{ kind }`, the listing's kind. */
  "listing_not_yours",
  "listing_shop_not_yours",
  "listing_photos_changed",
  "listing_photo_stale",
  /** Values: `{ max }`. */
  "listing_too_many_photos",
  /** Values: `{ name }`, the file's name. */
  "listing_image_invalid",
  /** Values: `{ name }`, the file's name. */
  "listing_image_too_large",
  "listing_images_failed",
  /** Values: `{ kind, days }`. Only an expired listing, or a live one in its last days, is renewed. */
  "listing_not_renewable",
] as const;

export type ListingReason = (typeof LISTING_REASONS)[number];
