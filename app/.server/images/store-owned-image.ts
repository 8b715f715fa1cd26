import { randomUUID } from "node:crypto";
import { logger } from "~/.server/runtime/logger";
import { CARD_IMAGE_MAX_BYTES, CARD_IMAGE_SIZE, siblingImageUrls } from "~/lib/shared/images";
import { type Bucket, type ObjectStorage, objectPathFromUrl } from "../storage/storage";
import { storeRenditions } from "./image-renditions";
import { type ReencodeOptions, reencodeWithCard } from "./reencode-image";

const CARD = { ...CARD_IMAGE_SIZE, fit: "cover", quality: 70, maxBytes: CARD_IMAGE_MAX_BYTES } as const;

/**
 * Stores one uploaded picture (a shop's logo or cover, a promotion's image) in the owner's own
 * folder of a bucket: checked by content and size, drawn again as WebP without metadata. Throws
 * the upload AppErrors for a wrong type, a big file or a broken image. Returns the public URL, with
 * which a save that fails afterwards deletes it again (removeOwnedImage). Like every stored picture,
 * it gets its siblings (a card for lists on slow links, srcset widths, a share preview: app/lib/shared/images.ts).
 */
export async function storeOwnedImage(
  storage: ObjectStorage,
  bucket: Bucket,
  ownerId: string,
  bytes: Uint8Array,
  size: ReencodeOptions,
): Promise<{ url: string }> {
  const { full, card } = await reencodeWithCard(bytes, size, CARD);
  const name = randomUUID();
  const objectPath = `${ownerId}/${name}.webp`;
  const url = await storage.put(ownerId, bucket, objectPath, full, "image/webp");
  try {
    await storage.put(ownerId, bucket, `${ownerId}/${name}.card.webp`, card, "image/webp");
    await storeRenditions(storage, bucket, ownerId, objectPath, full);
  } catch (error) {
    await removeOwnedImage(storage, bucket, ownerId, url);
    throw error;
  }
  return { url };
}

/**
 * Deletes one of the owner's stored pictures by its URL, with its siblings. Anything else in the column
 * (an outside URL, another user's object) is left alone; a failure is logged and only leaves a file behind.
 */
export async function removeOwnedImage(
  storage: ObjectStorage,
  bucket: Bucket,
  ownerId: string,
  url: string | null | undefined,
): Promise<void> {
  await Promise.all(
    [url, ...siblingImageUrls(url)].map(async (each) => {
      const objectPath = objectPathFromUrl(bucket, each);
      if (!objectPath) return;
      await storage
        .remove(ownerId, bucket, objectPath)
        .catch((error: unknown) => logger.warn({ err: error, url: each }, "old image not deleted"));
    }),
  );
}
