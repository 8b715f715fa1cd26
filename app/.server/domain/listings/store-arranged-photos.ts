import { arrangeListingPhotos } from "~/lib/listings/listing-photos";
import { AppError } from "~/lib/shared/app-error";
import { storeListingImages, type UploadedImage } from "../../images/store-listing-images";
import type { Bucket, ObjectStorage } from "../../storage/storage";
import { sameOrder } from "./same-order";

/** What a listing form posts about its photos (see lib/listings/listing-photos.ts). */
export interface ListingPhotosInput {
  order: string[];
  remove: string[];
  files: UploadedImage[];
  /** The photos the form was loaded with; if the listing's photos changed since, the save is refused rather than dropping the new ones. */
  loaded?: string[];
}

export interface ArrangedListingPhotos {
  /** The listing's photos in their new order; the first is the cover. */
  urls: string[];
  /** Newly stored photos: delete them if the save that follows fails. */
  added: string[];
  /** Photos no longer used: delete them once the save has committed. */
  dropped: string[];
}

/**
 * Works out a listing's photos from what the form posted, refuses more than `max` in all (those
 * already attached count), and stores the new files (all or none). Nothing is deleted here: the
 * caller removes `dropped` after its save commits, or `added` if the save fails.
 */
export async function storeArrangedPhotos(
  storage: ObjectStorage,
  bucket: Bucket,
  ownerId: string,
  current: readonly string[],
  photos: ListingPhotosInput,
  max: number,
): Promise<ArrangedListingPhotos> {
  if (photos.loaded && !sameOrder(photos.loaded, current)) throw new AppError("conflict", "listing_photos_changed");
  const arranged = arrangeListingPhotos({
    current,
    order: photos.order,
    remove: photos.remove,
    newCount: photos.files.length,
  });
  if (!arranged.ok) throw new AppError("invalid_input", "listing_photo_stale");
  if (arranged.slots.length > max) throw new AppError("invalid_input", "listing_too_many_photos", { max });
  const added = await storeListingImages(storage, bucket, ownerId, photos.files);
  const urls = arranged.slots.map((slot) => (slot.kind === "kept" ? slot.url : added[slot.index]!));
  const dropped = current.filter((url) => !urls.includes(url));
  return { urls, added, dropped };
}
