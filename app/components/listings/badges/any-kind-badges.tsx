import type { ListingCardData } from "../listing-cards";
import { AccommodationBadges } from "./accommodation-badges";
import { ProductBadges } from "./product-badges";

/** For lists that mix kinds (a dashboard feed): each card's own badges. */
export function AnyKindBadges({ listing }: { listing: ListingCardData }) {
  return listing.kind === "accommodation" ? (
    <AccommodationBadges listing={listing} />
  ) : (
    <ProductBadges listing={listing} />
  );
}
