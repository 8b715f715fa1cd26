import { cp, mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { type StorageSettings, s3SettingsOf } from "../storage/create-object-storage";
import { OBJECT_KEY_PREFIX, STORED_OBJECT_CACHE_CONTROL, s3ClientFor } from "../storage/s3-storage";

const CONTENT_TYPES: Record<string, string> = { ".webp": "image/webp", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png" };

/**
 * Copies every stored photo into `folder` as `<bucket>/<owner>/<file>`, from the disk or the S3
 * bucket the configuration names; photos already in the folder are kept, so a second pass copies
 * only new ones. Files a stopped write left hidden (`.partial`) are not photos. Returns how many
 * photos the folder holds.
 */
export async function copyUploadsOut(env: StorageSettings, folder: string): Promise<number> {
  await mkdir(folder, { recursive: true });
  if (env.STORAGE_DRIVER === "disk") {
    // Photos never change under one name: one already copied is kept (force: false).
    await cp(env.uploadsDir, folder, { recursive: true, force: false, filter: (source) => !path.basename(source).startsWith(".") }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    return (await filesUnder(folder)).length;
  }
  const settings = s3SettingsOf(env);
  const client = s3ClientFor(settings);
  let continuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: OBJECT_KEY_PREFIX, ContinuationToken: continuationToken }));
    for (const entry of page.Contents ?? []) {
      const relative = entry.Key!.slice(OBJECT_KEY_PREFIX.length);
      const target = path.join(folder, relative);
      // A key is written only under the folder, whatever it holds.
      if (!target.startsWith(`${path.resolve(folder)}${path.sep}`) || (await stat(target).catch(() => null))) continue;
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
  const files = await filesUnder(folder);
  if (env.STORAGE_DRIVER === "disk") {
    const aside = `${env.uploadsDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    await rename(env.uploadsDir, aside).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    await cp(folder, env.uploadsDir, { recursive: true });
    return files.length;
  }
  const settings = s3SettingsOf(env);
  const client = s3ClientFor(settings);
  for (const relative of files) {
    const key = `${OBJECT_KEY_PREFIX}${relative.split(path.sep).join("/")}`;
    const ContentType = CONTENT_TYPES[path.extname(relative).toLowerCase()] ?? "application/octet-stream";
    await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: await readFile(path.join(folder, relative)), ContentType, CacheControl: STORED_OBJECT_CACHE_CONTROL }));
  }
  return files.length;
}

/** Every file under a folder, as paths relative to it. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}
