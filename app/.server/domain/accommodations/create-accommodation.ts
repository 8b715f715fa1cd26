import type { AccommodationInput } from "~/lib/forms/accommodation";
import { feeOnPosting } from "~/lib/listing-fee";
import { MAX_ACCOMMODATION_IMAGES } from "~/lib/upload-rules";
import type { Database } from "../../db/client";
import { accommodations } from "../../db/schema";
import { removeListingImages, type UploadedImage } from "../../images/store-listing-images";
import type { ObjectStorage } from "../../storage/storage";
import type { CreatedListing } from "../products/create-product";
import { storeArrangedPhotos } from "../listings/store-arranged-photos";
import { takeFreeSlot } from "../listings/take-free-slot";
import { accommodationColumns } from "./accommodation-columns";

/**
 * Lists an accommodation for the signed-in landlord: photos first (all or none, at most 10), then
 * one transaction that takes a free slot atomically or charges 1% of the monthly rent. An
 * accommodation that owes its fee waits as pending, off the public pages, until it is paid.
 */
export async function createAccommodation(
  db: Database,
  storage: ObjectStorage,
  sellerId: string,
  input: AccommodationInput,
  images: UploadedImage[],
): Promise<CreatedListing> {
  const { urls: imageUrls } = await storeArrangedPhotos(storage, "accommodation-images", sellerId, [], { order: [], remove: [], files: images }, MAX_ACCOMMODATION_IMAGES);
  try {
    return await db.transaction(async (tx) => {
      const terms = feeOnPosting("accommodation", await takeFreeSlot(tx, sellerId, "accommodation"), input.price);
      const [created] = await tx
        .insert(accommodations)
        .values({ ...accommodationColumns(input), imageUrls, sellerId, ...terms })
        .returning({ id: accommodations.id });
      return { id: created!.id, feeAmount: terms.feeAmount };
    });
  } catch (error) {
    await removeListingImages(storage, sellerId, "accommodation-images", imageUrls);
    throw error;
  }
}
