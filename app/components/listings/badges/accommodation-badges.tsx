import { roomTypeLabel } from "~/lib/listings/labels/room-type-labels";
import { Badge } from "../../ui/badge";
import type { ListingCardData } from "../listing-cards";

/** A room's type. */
export function AccommodationBadges({ listing }: { listing: ListingCardData }) {
  return listing.roomType ? <Badge tone="sky">{roomTypeLabel(listing.roomType)}</Badge> : null;
}
