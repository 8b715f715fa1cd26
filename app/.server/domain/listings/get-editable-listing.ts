import type { ListingKind } from "~/lib/listings/kinds";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema";
import { notYours, ownListing } from "./own-listing";

const EDITABLE = {
  id: listings.id,
  kind: listings.kind,
  title: listings.title,
  price: listings.price,
  category: listings.category,
  description: listings.description,
  imageUrls: listings.imageUrls,
  status: listings.status,
  feeAmount: listings.feeAmount,
  feePaid: listings.feePaid,
  shopId: listings.shopId,
  condition: listings.condition,
  location: listings.location,
  address: listings.address,
  roomType: listings.roomType,
  amenities: listings.amenities,
};

/** The seller's own listing, for the edit form. Another seller's is "not found or no permission". */
export async function getEditableListing(db: Database, sellerId: string, kind: ListingKind, listingId: string) {
  const [row] = await db
    .select(EDITABLE)
    .from(listings)
    .where(ownListing(kind, sellerId, listingId));
  if (!row) throw notYours(kind);
  return row;
}

export type EditableListing = Awaited<ReturnType<typeof getEditableListing>>;
