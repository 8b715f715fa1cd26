import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { ACCOMMODATION_TEXT } from "~/lib/forms/accommodation";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../../db/client";
import { accommodations } from "../../db/schema";
import { removeListingImages } from "../../images/store-listing-images";
import type { ObjectStorage } from "../../storage/storage";

/** Deletes the seller's own accommodation and then its photos; anyone else gets "not found or no permission". */
export async function deleteAccommodation(db: Database, storage: ObjectStorage, sellerId: string, accommodationId: string): Promise<void> {
  const notFound = new AppError("not_found", ACCOMMODATION_TEXT.notFound.title, ACCOMMODATION_TEXT.notFound.description);
  if (!isUuid(accommodationId)) throw notFound;
  const [deleted] = await db
    .delete(accommodations)
    .where(and(eq(accommodations.id, accommodationId), eq(accommodations.sellerId, sellerId)))
    .returning({ imageUrls: accommodations.imageUrls });
  if (!deleted) throw notFound;
  await removeListingImages(storage, sellerId, "accommodation-images", deleted.imageUrls);
}
