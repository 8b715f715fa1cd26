import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { logger } from "~/.server/runtime/logger";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { reencodeImage } from "../../images/reencode-image";
import { type ObjectStorage, objectPathFromUrl } from "../../storage/storage";

/** Avatars are shown at most 96 px wide; 256 px covers sharp screens. */
export const AVATAR_SIZE = 256;

/**
 * Replaces the user's own profile photo. The upload is checked by content and re-encoded
 * (metadata stripped) before it is stored; the old photo is deleted once the new one is saved,
 * and a failed save deletes the new file, so no orphan files are left. Returns the new URL.
 */
export async function setProfileImage(
  db: Database,
  storage: ObjectStorage,
  userId: string,
  bytes: Uint8Array,
): Promise<string> {
  const image = await reencodeImage(bytes, { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: "cover" });
  const objectPath = `${userId}/${randomUUID()}.webp`;
  const url = await storage.put(userId, "profile-images", objectPath, image, "image/webp");
  let previous: string | null | undefined;
  try {
    previous = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ url: users.profileImageUrl })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      await tx.update(users).set({ profileImageUrl: url }).where(eq(users.id, userId));
      return before?.url;
    });
  } catch (error) {
    await storage.remove(userId, "profile-images", objectPath);
    throw error;
  }
  await removeStoredPhoto(storage, userId, previous);
  return url;
}

/**
 * Deletes the user's own previous photo. Anything else in the column (an outside URL, another
 * user's object) is left alone: storage refuses it. A failure only leaves a file behind.
 */
export async function removeStoredPhoto(
  storage: ObjectStorage,
  userId: string,
  url: string | null | undefined,
): Promise<void> {
  const oldPath = objectPathFromUrl("profile-images", url);
  if (!oldPath) return;
  await storage
    .remove(userId, "profile-images", oldPath)
    .catch((error: unknown) => logger.warn({ err: error, url }, "old profile photo not deleted"));
}
