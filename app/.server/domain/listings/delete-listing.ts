import type { ListingKind } from "~/lib/listing-kinds";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema";
import { removeListingImages } from "../../images/store-listing-images";
import type { ObjectStorage } from "../../storage/storage";
import { kindStore } from "./kinds";
import { notYours, ownListing } from "./own-listing";

/** Deletes the seller's own listing and then its photos; anyone else gets "not found or no permission". */
export async function deleteListing(db: Database, storage: ObjectStorage, sellerId: string, kind: ListingKind, listingId: string): Promise<void> {
  const [deleted] = await db
    .delete(listings)
    .where(ownListing(kind, sellerId, listingId))
    .returning({ imageUrls: listings.imageUrls });
  if (!deleted) throw notYours(kind);
  await removeListingImages(storage, sellerId, kindStore(kind).bucket, deleted.imageUrls);
}
