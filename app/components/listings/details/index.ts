import type { ComponentType } from "react";
import { LISTING_KIND_RULES, type ListingKind } from "~/lib/listings/kinds";
import { productCategoryLabel } from "~/lib/listings/labels/product-labels";
import { canonicalPath, sharePreviewMeta } from "~/lib/marketplace/share-preview";
import { accommodationJsonLd, productJsonLd } from "~/lib/marketplace/structured-data";
import { currentLocale } from "~/lib/shared/i18n/page-locale";
import { formatPrice, formatRent } from "~/lib/shared/money";
import { AccommodationDetail } from "./accommodation-detail";
import type { ListingDetailData } from "./listing-detail-data";
import { ProductDetail } from "./product-detail";

export type { ListingDetailData } from "./listing-detail-data";

const SEPARATOR = " · ";

/** Each kind's part of its page, beside the photos. */
export const LISTING_DETAIL_VIEWS: Record<ListingKind, { Detail: ComponentType<{ listing: ListingDetailData }> }> = {
  product: { Detail: ProductDetail },
  accommodation: { Detail: AccommodationDetail },
};

/**
 * A public listing's share preview: "Dell Latitude 5490 · TShs 650,000", its campus and one line
 * of its text, its first photo's 1200×630 preview, and its schema.org Product (a place: an
 * Accommodation) with the Offer. The seller is named; never their number.
 */
export function listingSharePreview(kind: ListingKind, listing: ListingDetailData, publicUrl: string, search: string) {
  const path = `${LISTING_KIND_RULES[kind].path}/${listing.id}`;
  const campus = listing.seller.campusName;
  const product = kind === "product";
  const price = product ? formatPrice(listing.price) : formatRent(listing.price);
  const text = product
    ? (listing.description ?? productCategoryLabel(listing.category))
    : [listing.location, listing.description].filter(Boolean).join(SEPARATOR);
  const first = listing.imageUrls[0];
  return sharePreviewMeta({
    publicUrl,
    path: canonicalPath(path, search),
    title: `${listing.title}${SEPARATOR}${price}`,
    description: [campus, text].filter(Boolean).join(SEPARATOR),
    locale: currentLocale(),
    type: product ? "product" : "website",
    photo: first ? { url: first, alt: listing.title } : null,
    jsonLd: product ? productJsonLd(publicUrl, path, listing) : accommodationJsonLd(publicUrl, path, listing),
  });
}
