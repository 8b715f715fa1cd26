import { roomTypeLabel } from "~/lib/category-labels/room-type-labels";
import type { ListingCardData } from "../listing-cards";
import { Badge } from "../ui/badge";

/** A room's type. */
export function AccommodationBadges({ listing }: { listing: ListingCardData }) {
  return listing.roomType ? <Badge tone="sky">{roomTypeLabel(listing.roomType)}</Badge> : null;
}
