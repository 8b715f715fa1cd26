import { productCategoryLabel, productConditionLabel } from "~/lib/listings/labels/product-labels";
import { Badge } from "../../ui/badge";
import type { ListingCardData } from "../listing-cards";

/** A product card's category and condition. */
export function ProductBadges({ listing }: { listing: ListingCardData }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge tone="emerald">{productCategoryLabel(listing.category)}</Badge>
      {listing.condition ? <Badge>{productConditionLabel(listing.condition)}</Badge> : null}
    </div>
  );
}
