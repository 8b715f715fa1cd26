import { and, eq, lt, sql } from "drizzle-orm";
import type { AccommodationInput } from "~/lib/forms/accommodation";
import { listingFee } from "~/lib/listing-fee";
import { MAX_ACCOMMODATION_IMAGES } from "~/lib/upload-rules";
import type { Database } from "../../db/client";
import { accommodations, users } from "../../db/schema";
import { removeListingImages, type UploadedImage } from "../../images/store-listing-images";
import type { ObjectStorage } from "../../storage/storage";
import type { CreatedListing } from "../products/create-product";
import { storeArrangedPhotos } from "../listings/store-arranged-photos";
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
      // One conditional UPDATE: two posts at the last free slot cannot both take it.
      const tookFreeSlot =
        (
          await tx
            .update(users)
            .set({ freeAccommodationsUsed: sql`${users.freeAccommodationsUsed} + 1` })
            .where(and(eq(users.id, sellerId), lt(users.freeAccommodationsUsed, users.freeAccommodationsLimit)))
            .returning({ id: users.id })
        ).length > 0;
      const listedFree = tookFreeSlot;
      const feeAmount = listedFree ? "0.00" : listingFee("accommodation", input.price);
      const owes = feeAmount !== "0.00";
      const [created] = await tx
        .insert(accommodations)
        .values({
          ...accommodationColumns(input),
          imageUrls,
          sellerId,
          status: owes ? "pending" : "active",
          feePaid: !owes,
          feeAmount,
          feeWaived: listedFree,
        })
        .returning({ id: accommodations.id });
      return { id: created!.id, feeAmount };
    });
  } catch (error) {
    await removeListingImages(storage, "accommodation-images", imageUrls);
    throw error;
  }
}
