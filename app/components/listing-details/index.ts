import type { ComponentType } from "react";
import { productCategoryLabel } from "~/lib/category-labels/product-labels";
import type { ListingKind } from "~/lib/listing-kinds";
import { formatPrice, formatRent } from "~/lib/money";
import { m } from "~/paraglide/messages";
import { AccommodationDetail } from "./accommodation-detail";
import type { ListingDetailData } from "./listing-detail-data";
import { ProductDetail } from "./product-detail";

export type { ListingDetailData } from "./listing-detail-data";

/** Each kind's part of its page (beside the photos), and the one-line summary link previews show. */
export const LISTING_DETAIL_VIEWS: Record<ListingKind, { Detail: ComponentType<{ listing: ListingDetailData }>; summary: (listing: ListingDetailData) => string }> = {
  product: { Detail: ProductDetail, summary: (p) => `${formatPrice(p.price)} - ${p.description ?? productCategoryLabel(p.category)}` },
  accommodation: { Detail: AccommodationDetail, summary: (a) => m.listings_accommodation_summary({ rent: formatRent(a.price), location: a.location ?? "" }) },
};
