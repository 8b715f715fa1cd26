import type { ListingReason } from "~/.server/domain/listings/reasons";
import { m } from "~/paraglide/messages";
import { LISTING_KIND_TEXT } from "../listings/kinds/texts";
import { LISTING_UPLOAD_TEXT } from "../shared/upload-rules";
import { TOASTS } from "../toast-text";
import { type ErrorMessage, kindRules, textOf, words } from "./placeholders";

/**
 * Listing errors (products, accommodations and any later kind), in the words of docs/product.md#selling. The photo
 * texts are those the browser's own check shows (LISTING_UPLOAD_TEXT in app/lib/shared/upload-rules.ts).
 */
export const LISTING_ERROR_TEXT = {
  /** The product page's "Product not found". */
  listing_not_found: (values) => {
    const title = LISTING_KIND_TEXT[kindRules(values.kind).kind].notFoundTitle;
    return { title, description: title };
  },
  /** "Product not found or you don't have permission to edit it.", the same words My Listings shows as a toast. */
  listing_not_yours: (values) => ({
    title: m.errors_title_error(),
    description: TOASTS[kindRules(values.kind).toasts.notFound].description,
  }),
  listing_shop_not_yours: words(m.errors_title_error, m.errors_listing_shop_not_yours),
  listing_photos_changed: words(m.errors_title_error, m.errors_listing_photos_changed),
  listing_photo_stale: words(m.errors_title_error, m.errors_listing_photo_stale),
  listing_too_many_photos: (values) => LISTING_UPLOAD_TEXT.tooMany(textOf(values, "max")),
  listing_image_invalid: (values) => ({
    title: LISTING_UPLOAD_TEXT.invalidFileTitle,
    description: LISTING_UPLOAD_TEXT.invalidFile(textOf(values, "name")),
  }),
  listing_image_too_large: (values) => ({
    title: LISTING_UPLOAD_TEXT.tooLargeTitle,
    description: LISTING_UPLOAD_TEXT.tooLarge(textOf(values, "name")),
  }),
  listing_images_failed: words(m.errors_images_failed_title, m.errors_images_failed),
  listing_not_renewable: (values) => ({
    title: m.errors_title_error(),
    description: m.listings_error_not_renewable({ days: textOf(values, "days") }),
  }),
} satisfies Record<ListingReason, ErrorMessage>;
