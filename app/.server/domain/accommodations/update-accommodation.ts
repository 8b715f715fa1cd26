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
import { storeArrangedPhotos, type ListingPhotosInput } from "../listings/store-arranged-photos";
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
        .select({ feePaid: accommodations.feePaid, imageUrls: accommodations.imageUrls })
        .from(accommodations)
        .where(own)
        .for("update");
      if (!row) throw notFound;
      if (!sameOrder(row.imageUrls, current.imageUrls)) {
        throw new AppError("conflict", "Error", "This listing's photos changed while you were editing. Please reload the page and try again.");
      }
      await tx
        .update(accommodations)
        .set({
          ...accommodationColumns(input),
          imageUrls: arranged.urls,
          updatedAt: new Date(),
          ...feeAfterEdit("accommodation", row.feePaid, input.price),
        })
        .where(own);
    });
  } catch (error) {
    await removeListingImages(storage, "accommodation-images", arranged.added);
    throw error;
  }
  await removeListingImages(storage, "accommodation-images", arranged.dropped);
}
