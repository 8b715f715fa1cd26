import type { ComponentType } from "react";
import type { ListingKind } from "~/lib/listing-kinds";
import { formatPrice, formatRent } from "~/lib/money";
import { AccommodationDetail } from "./accommodation-detail";
import type { ListingDetailData } from "./listing-detail-data";
import { ProductDetail } from "./product-detail";

export type { ListingDetailData } from "./listing-detail-data";

/** Each kind's part of its page (beside the photos), and the one-line summary link previews show. */
export const LISTING_DETAIL_VIEWS: Record<ListingKind, { Detail: ComponentType<{ listing: ListingDetailData }>; summary: (listing: ListingDetailData) => string }> = {
  product: { Detail: ProductDetail, summary: (p) => `${formatPrice(p.price)} - ${p.description ?? p.category}` },
  accommodation: { Detail: AccommodationDetail, summary: (a) => `${formatRent(a.price)} in ${a.location ?? ""}` },
};
