import { randomUUID } from "node:crypto";
import { logger } from "~/.server/runtime/logger";
import { type Bucket, type ObjectStorage, objectPathFromUrl } from "../storage/storage";
import { type ReencodeOptions, reencodeImage } from "./reencode-image";

/**
 * Stores one uploaded picture (a shop's logo or cover, a promotion's image) in the owner's own
 * folder of a bucket: checked by content and size, drawn again as WebP without metadata. Throws
 * the upload AppErrors for a wrong type, a big file or a broken image. Returns the public URL and
 * the object path, so a save that fails afterwards can delete it again.
 */
export async function storeOwnedImage(storage: ObjectStorage, bucket: Bucket, ownerId: string, bytes: Uint8Array, size: ReencodeOptions): Promise<{ url: string; objectPath: string }> {
  const image = await reencodeImage(bytes, size);
  const objectPath = `${ownerId}/${randomUUID()}.webp`;
  return { url: await storage.put(ownerId, bucket, objectPath, image, "image/webp"), objectPath };
}

/**
 * Deletes one of the owner's stored pictures by its URL. Anything else in the column (an outside
 * URL, another user's object) is left alone; a failure is logged and only leaves a file behind.
 */
export async function removeOwnedImage(storage: ObjectStorage, bucket: Bucket, ownerId: string, url: string | null | undefined): Promise<void> {
  const objectPath = objectPathFromUrl(bucket, url);
  if (!objectPath) return;
  await storage.remove(ownerId, bucket, objectPath).catch((error: unknown) => logger.warn({ err: error, url }, "old image not deleted"));
}
