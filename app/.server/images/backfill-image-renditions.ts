import { asc, gt } from "drizzle-orm";
import { logger } from "~/.server/runtime/logger";
import { siblingImageUrls } from "~/lib/shared/images";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { BUCKETS, type Bucket, type ObjectStorage, objectPathFromUrl } from "../storage/storage";
import { storeRenditions } from "./image-renditions";

/** Avatars are shown small and never shared alone: they have no siblings. */
const PHOTO_BUCKETS = BUCKETS.filter((bucket) => bucket !== "profile-images");
const PAGE = 100;

export interface BackfillSummary {
  /** Full-size photos looked at. */
  photos: number;
  /** Of those, the ones whose missing siblings were drawn now. */
  drawn: number;
  /** Photos that could not be read or drawn (logged, left as they are). */
  failed: number;
}

/**
 * Draws the siblings (srcset widths, share preview: app/lib/shared/images.ts) of every stored photo that
 * lacks one, owner by owner. Idempotent: a photo whose siblings all exist is only looked at, so the
 * command can be stopped and run again, and run while the app serves (an upload draws its own).
 */
export async function backfillImageRenditions(db: Database, storage: ObjectStorage): Promise<BackfillSummary> {
  const summary: BackfillSummary = { photos: 0, drawn: 0, failed: 0 };
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const owners = await db
      .select({ id: users.id })
      .from(users)
      .where(gt(users.id, after))
      .orderBy(asc(users.id))
      .limit(PAGE);
    for (const owner of owners) {
      for (const bucket of PHOTO_BUCKETS) await backfillOwner(storage, bucket, owner.id, summary);
    }
    if (owners.length < PAGE) return summary;
    after = owners[owners.length - 1]!.id;
  }
}

async function backfillOwner(
  storage: ObjectStorage,
  bucket: Bucket,
  ownerId: string,
  summary: BackfillSummary,
): Promise<void> {
  const names = new Set<string>();
  for (let offset = 0; ; offset += PAGE) {
    const page = await storage.list(bucket, ownerId, { limit: PAGE, offset });
    for (const object of page) names.add(object.name);
    if (page.length < PAGE) break;
  }
  for (const name of names) {
    const url = storage.publicUrl(bucket, name);
    const siblings = siblingImageUrls(url).map((sibling) => objectPathFromUrl(bucket, sibling));
    if (siblings.length === 0) continue;
    summary.photos += 1;
    if (siblings.every((sibling) => sibling && names.has(sibling))) continue;
    try {
      const full = await storage.read(bucket, name);
      if (!full) continue;
      await storeRenditions(storage, bucket, ownerId, name, full);
      summary.drawn += 1;
    } catch (error) {
      summary.failed += 1;
      logger.warn({ err: error, bucket, name }, "photo siblings not drawn");
    }
  }
}
