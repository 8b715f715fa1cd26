import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import type { ObjectStorage } from "../../storage/storage";
import { removeStoredPhoto } from "./set-profile-image";

/** Removes the user's own profile photo; their initials show instead. */
export async function removeProfileImage(db: Database, storage: ObjectStorage, userId: string): Promise<void> {
  const [before] = await db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, userId));
  await db.update(users).set({ profileImageUrl: null }).where(eq(users.id, userId));
  await removeStoredPhoto(storage, userId, before?.url);
}
