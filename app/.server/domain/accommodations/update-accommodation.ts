import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { ACCOMMODATION_TEXT, type AccommodationInput } from "~/lib/forms/accommodation";
import { feeAfterEdit } from "~/lib/listing-fee";
import { MAX_ACCOMMODATION_IMAGES } from "~/lib/upload-rules";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../../db/client";
import { accommodations } from "../../db/schema";
import { removeListingImages } from "../../images/store-listing-images";
import type { ObjectStorage } from "../../storage/storage";
import { sameOrder } from "../listings/same-order";
import { PHOTOS_CHANGED_TEXT, storeArrangedPhotos, type ListingPhotosInput } from "../listings/store-arranged-photos";
import { accommodationColumns } from "./accommodation-columns";

/**
 * Saves the landlord's changes to their own accommodation, photos included (at most 10 in all).
 * Anyone else, or a missing listing, gets the spec's "not found or you don't have permission".
 * A fee still owed follows the new rent; one already paid or waived is not charged again.
 */
export async function updateAccommodation(
  db: Database,
  storage: ObjectStorage,
  sellerId: string,
  accommodationId: string,
  input: AccommodationInput,
  photos: ListingPhotosInput,
): Promise<void> {
  const notFound = new AppError("not_found", ACCOMMODATION_TEXT.notFound.title, ACCOMMODATION_TEXT.notFound.description);
  if (!isUuid(accommodationId)) throw notFound;
  const own = and(eq(accommodations.id, accommodationId), eq(accommodations.sellerId, sellerId));
  const [current] = await db.select({ imageUrls: accommodations.imageUrls }).from(accommodations).where(own);
  if (!current) throw notFound;
  const arranged = await storeArrangedPhotos(storage, "accommodation-images", sellerId, current.imageUrls, photos, MAX_ACCOMMODATION_IMAGES);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ feePaid: accommodations.feePaid, feeAmount: accommodations.feeAmount, feeWaived: accommodations.feeWaived, status: accommodations.status, imageUrls: accommodations.imageUrls })
        .from(accommodations)
        .where(own)
        .for("update");
      if (!row) throw notFound;
      if (!sameOrder(row.imageUrls, current.imageUrls)) {
        throw new AppError("conflict", PHOTOS_CHANGED_TEXT.title, PHOTOS_CHANGED_TEXT.description);
      }
      await tx
        .update(accommodations)
        .set({
          ...accommodationColumns(input),
          imageUrls: arranged.urls,
          updatedAt: new Date(),
          ...feeAfterEdit("accommodation", row, input.price),
        })
        .where(own);
    });
  } catch (error) {
    await removeListingImages(storage, sellerId, "accommodation-images", arranged.added);
    throw error;
  }
  await removeListingImages(storage, sellerId, "accommodation-images", arranged.dropped);
}
