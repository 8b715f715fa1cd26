import { copyFile, cp, mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { type StorageSettings, s3SettingsOf } from "../storage/create-object-storage";
import { OBJECT_KEY_PREFIX, STORED_OBJECT_CACHE_CONTROL, s3ClientFor } from "../storage/s3-storage";
import { assertSafeObjectPath, BUCKETS, type Bucket, contentTypeOf } from "../storage/storage";

/**
 * Copies every stored photo into `folder` as `<bucket>/<owner>/<file>`, from the disk or the S3
 * bucket the configuration names; photos already in the folder are kept, so a second pass copies
 * only new ones. Files a stopped write left hidden (`.partial`) are not photos. Returns how many
 * photos the folder holds.
 */
export async function copyUploadsOut(env: StorageSettings, into: string): Promise<number> {
  const folder = path.resolve(into);
  await mkdir(folder, { recursive: true });
  if (env.STORAGE_DRIVER === "disk") {
    // Photos never change under one name: one already copied is kept (force: false).
    await cp(env.uploadsDir, folder, {
      recursive: true,
      force: false,
      filter: (source) => !path.basename(source).startsWith("."),
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    return (await filesUnder(folder)).length;
  }
  const settings = s3SettingsOf(env);
  const client = s3ClientFor(settings);
  let continuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: settings.bucket,
        Prefix: OBJECT_KEY_PREFIX,
        ContinuationToken: continuationToken,
      }),
    );
    for (const entry of page.Contents ?? []) {
      const relative = entry.Key!.slice(OBJECT_KEY_PREFIX.length);
      // Only keys shaped as our photos (`<bucket>/<owner>/<file>`): anything else in the bucket
      // (a folder marker, a stranger's key) is not ours to copy, and never lands outside the folder.
      if (!isPhotoKey(relative)) continue;
      const target = path.join(folder, relative);
      if (await stat(target).catch(() => null)) continue;
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: entry.Key }));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, await object.Body!.transformToByteArray());
    }
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
  return (await filesUnder(folder)).length;
}

/**
 * Puts the photos of a backup back. On disk the uploads folder becomes the backup's (the one it
 * replaces is kept beside it, renamed); in a bucket each photo is written again, and photos
 * stored after the backup stay (nothing points to them once the database is restored).
 * Returns how many were restored.
 */
export async function copyUploadsIn(env: StorageSettings, folder: string): Promise<number> {
  // Regular files shaped as photos only: a link in a tampered backup would be served as a photo.
  const files = (await filesUnder(folder)).filter((relative) => isPhotoKey(relative.split(path.sep).join("/")));
  if (env.STORAGE_DRIVER === "disk") {
    const aside = `${env.uploadsDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    await rename(env.uploadsDir, aside).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    for (const relative of files) {
      await mkdir(path.dirname(path.join(env.uploadsDir, relative)), { recursive: true });
      await copyFile(path.join(folder, relative), path.join(env.uploadsDir, relative));
    }
    return files.length;
  }
  const settings = s3SettingsOf(env);
  const client = s3ClientFor(settings);
  for (const relative of files) {
    const key = `${OBJECT_KEY_PREFIX}${relative.split(path.sep).join("/")}`;
    const ContentType = contentTypeOf(relative);
    await client.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: key,
        Body: await readFile(path.join(folder, relative)),
        ContentType,
        CacheControl: STORED_OBJECT_CACHE_CONTROL,
      }),
    );
  }
  return files.length;
}

/** `<bucket>/<owner>/<file>` with one of our buckets (BUCKETS) and a safe object path. */
function isPhotoKey(relative: string): boolean {
  const slash = relative.indexOf("/");
  if (slash < 0 || !BUCKETS.includes(relative.slice(0, slash) as Bucket)) return false;
  try {
    assertSafeObjectPath(relative.slice(slash + 1));
    return true;
  } catch {
    return false;
  }
}

/** Every regular file under a folder (links are not followed), as paths relative to it. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}
