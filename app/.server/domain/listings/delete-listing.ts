import type { ListingKind } from "~/lib/listings/kinds";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema";
import { removeListingImages } from "../../images/store-listing-images";
import type { ObjectStorage } from "../../storage/storage";
import { lockPaymentsWhere, paymentsOfListing } from "../payments/lock-payments";
import { kindStore } from "./kinds";
import { notYours, ownListing } from "./own-listing";

/**
 * Deletes the seller's own listing and then its photos; anyone else gets "not found or no
 * permission". A payment for it that completes later finds it gone and goes to the wallet.
 */
export async function deleteListing(
  db: Database,
  storage: ObjectStorage,
  sellerId: string,
  kind: ListingKind,
  listingId: string,
): Promise<void> {
  if (!isUuid(listingId)) throw notYours(kind);
  const deleted = await db.transaction(async (tx) => {
    await lockPaymentsWhere(tx, paymentsOfListing(listingId));
    const [row] = await tx
      .delete(listings)
      .where(ownListing(kind, sellerId, listingId))
      .returning({ imageUrls: listings.imageUrls });
    return row;
  });
  if (!deleted) throw notYours(kind);
  await removeListingImages(storage, sellerId, kindStore(kind).bucket, deleted.imageUrls);
}
