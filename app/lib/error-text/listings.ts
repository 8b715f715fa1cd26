import type { ListingReason } from "~/.server/domain/listings/reasons";
import { LISTING_UPLOAD_TEXT } from "../upload-rules";
import type { ErrorMessage } from "./placeholders";

/**
 * Listing errors (products, accommodations and any later kind), in the words of docs/product.md#selling. The photo
 * texts are those the browser's own check shows (LISTING_UPLOAD_TEXT in app/lib/upload-rules.ts).
 */
export const LISTING_ERROR_TEXT = {
  /** The product page's "Product not found". */
  listing_not_found: { title: "{kind:listingNotFound}", description: "{kind:listingNotFound}" },
  /** "Product not found or you don't have permission to edit it.", the same words My Listings shows as a notice. */
  listing_not_yours: { title: "Error", description: "{kind:listingNotYours}" },
  listing_shop_not_yours: { title: "Error", description: "You can only list products under your own shop." },
  listing_photos_changed: { title: "Error", description: "This listing's photos changed while you were editing. Please reload the page and try again." },
  listing_photo_stale: { title: "Error", description: "One of the photos is no longer attached to this listing. Please reload the page and try again." },
  listing_too_many_photos: { title: "Too many images", description: "You can upload maximum {max} images." },
  listing_image_invalid: { title: LISTING_UPLOAD_TEXT.invalidFileTitle, description: "{name} is not a valid image file. Please use JPEG, PNG, or WebP." },
  listing_image_too_large: { title: LISTING_UPLOAD_TEXT.tooLargeTitle, description: "{name} is too large. Maximum size is 5MB." },
  listing_images_failed: LISTING_UPLOAD_TEXT.failed,
} satisfies Record<ListingReason, ErrorMessage>;
