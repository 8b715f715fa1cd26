import { randomUUID } from "node:crypto";
import { logger } from "~/.server/runtime/logger";
import { AppError, isAppError } from "~/lib/shared/app-error";
import { CARD_IMAGE_MAX_BYTES, CARD_IMAGE_SIZE, FULL_IMAGE_SIZE, siblingImageUrls } from "~/lib/shared/images";
import { MAX_IMAGE_BYTES } from "~/lib/shared/upload-rules";
import { type Bucket, type ObjectStorage, objectPathFromUrl } from "../storage/storage";
import { detectImageType } from "./detect-image-type";
import { storeRenditions } from "./image-renditions";
import { reencodeWithCard } from "./reencode-image";

export interface UploadedImage {
  /** The file's name as the user chose it, for the per-file messages. */
  name: string;
  bytes: Uint8Array;
}

/**
 * Checks every file first (type by content, size), so a bad file is named before anything is
 * stored; then stores each as a full-size WebP and a small card-size sibling (`.card.webp`).
 * If any step fails, whatever was stored is deleted again: a file that cannot be drawn is refused
 * by name (400), a storage failure gives the multi-upload error (503). Either way the save
 * is abandoned and no orphan files remain. Returns the full-size URLs in order.
 */
export async function storeListingImages(
  storage: ObjectStorage,
  bucket: Bucket,
  ownerId: string,
  images: UploadedImage[],
): Promise<string[]> {
  for (const image of images) {
    if (!detectImageType(image.bytes))
      throw new AppError("invalid_input", "listing_image_invalid", { name: image.name });
    if (image.bytes.byteLength > MAX_IMAGE_BYTES)
      throw new AppError("invalid_input", "listing_image_too_large", { name: image.name });
  }
  const stored: string[] = [];
  try {
    for (const image of images) {
      const { full, card } = await reencodeNamed(image);
      const objectPath = `${ownerId}/${randomUUID()}.webp`;
      stored.push(await storage.put(ownerId, bucket, objectPath, full, "image/webp"));
      await storage.put(ownerId, bucket, objectPath.replace(/\.webp$/, ".card.webp"), card, "image/webp");
      await storeRenditions(storage, bucket, ownerId, objectPath, full);
    }
    return stored;
  } catch (error) {
    await removeListingImages(storage, ownerId, bucket, stored);
    // A refused file is the sender's to change (400); only our own failure (storage) is a 503.
    if (isAppError(error) && error.code === "invalid_input") throw error;
    if (!isAppError(error)) logger.error({ err: error }, "listing image upload failed");
    throw new AppError("unavailable", "listing_images_failed");
  }
}

/**
 * Draws one listing photo again (see reencode-image.ts). A file sharp refuses (broken, or more
 * pixels than the cap) is refused like a file of another type, in the listing form's per-file words.
 */
async function reencodeNamed(image: UploadedImage): Promise<{ full: Buffer; card: Buffer }> {
  try {
    return await reencodeWithCard(
      image.bytes,
      { ...FULL_IMAGE_SIZE, fit: "inside" },
      { ...CARD_IMAGE_SIZE, fit: "cover", quality: 70, maxBytes: CARD_IMAGE_MAX_BYTES },
    );
  } catch (error) {
    if (!isAppError(error) || error.code !== "invalid_input") throw error;
    const reason = error.reason === "upload_too_large" ? "listing_image_too_large" : "listing_image_invalid";
    throw new AppError("invalid_input", reason, { name: image.name });
  }
}

/**
 * Deletes the seller's own listing images (and their siblings). Failures, and URLs that are
 * not the seller's, are logged, never thrown: they only leave a file behind.
 */
export async function removeListingImages(
  storage: ObjectStorage,
  sellerId: string,
  bucket: Bucket,
  urls: string[],
): Promise<void> {
  await Promise.all(
    urls
      .flatMap((url) => [url, ...siblingImageUrls(url)])
      .map(async (url) => {
        const objectPath = objectPathFromUrl(bucket, url);
        if (!objectPath) return;
        await storage
          .remove(sellerId, bucket, objectPath)
          .catch((error: unknown) => logger.warn({ err: error, url }, "listing image not deleted"));
      }),
  );
}
