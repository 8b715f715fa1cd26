import { isListingKind, LISTING_KIND_RULES } from "../listing-kinds";
import { NOTICES } from "../notices";
import { LISTING_UPLOAD_TEXT } from "../upload-rules";
import type { ErrorTextEntry } from ".";

const rulesOf = (kind: unknown) => (isListingKind(kind) ? LISTING_KIND_RULES[kind] : LISTING_KIND_RULES.product);

/** Listing errors (products, accommodations and any later kind): docs/product.md#selling. */
export const LISTING_ERROR_TEXT = {
  /** The product page's "Product not found". */
  listing_not_found: ({ kind }) => ({ title: rulesOf(kind).text.notFoundTitle, description: rulesOf(kind).text.notFoundTitle }),
  /** "Product not found or you don't have permission to edit it.", the same words My Listings shows as a notice. */
  listing_not_yours: ({ kind }) => {
    const { title, description } = NOTICES[rulesOf(kind).notices.notFound];
    return { title, description };
  },
  listing_shop_not_yours: { title: "Error", description: "You can only list products under your own shop." },
  listing_photos_changed: { title: "Error", description: "This listing's photos changed while you were editing. Please reload the page and try again." },
  listing_photo_stale: { title: "Error", description: "One of the photos is no longer attached to this listing. Please reload the page and try again." },
  listing_too_many_photos: ({ max }) => LISTING_UPLOAD_TEXT.tooMany(Number(max)),
  listing_image_invalid: ({ name }) => ({ title: LISTING_UPLOAD_TEXT.invalidFileTitle, description: LISTING_UPLOAD_TEXT.invalidFile(String(name)) }),
  listing_image_too_large: ({ name }) => ({ title: LISTING_UPLOAD_TEXT.tooLargeTitle, description: LISTING_UPLOAD_TEXT.tooLarge(String(name)) }),
  listing_images_failed: LISTING_UPLOAD_TEXT.failed,
} satisfies Record<string, ErrorTextEntry>;
