import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { appSignedUrls } from "./signed-object-url";
import {
  assertOwnObjectPath,
  assertSafeObjectPath,
  type Bucket,
  type ObjectStorage,
  PUBLIC_UPLOADS_PREFIX,
  type StoredObject,
} from "./storage";

const LIST_LIMIT = 100;

/** A file's hidden name while it is written (`.<name>.<12 hex>.partial`), beside its place. */
export function partialPathFor(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.partial`);
}

/** The names partialPathFor gives (remove-abandoned-partial-files.ts finds the ones left behind). */
export const PARTIAL_FILE_NAME = /^\..+\.[0-9a-f]{12}\.partial$/;

/**
 * Stores objects as files under `<root>/<bucket>/<userId>/<file>`; the server serves them.
 * Signed URLs are HMACs under `signingSecret` (the app passes its auth secret, so they survive a
 * restart); without one, a random key is used and they last until the process stops.
 */
export function createLocalDiskStorage(
  root: string,
  signingSecret: string = randomBytes(32).toString("hex"),
): ObjectStorage {
  const filePath = (bucket: Bucket, objectPath: string) => {
    assertSafeObjectPath(objectPath);
    return path.join(root, bucket, objectPath);
  };
  return {
    async put(ownerId, bucket, objectPath, bytes) {
      assertOwnObjectPath(ownerId, objectPath);
      const target = filePath(bucket, objectPath);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside it under a hidden name, then renamed into place in one step: a process
      // stopped mid-write (an upload, `npm run images:backfill`) leaves no short file under the
      // object's name, which would be served and never drawn again. Hidden files are neither
      // served nor listed.
      const partial = partialPathFor(target);
      try {
        await writeFile(partial, bytes);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return this.publicUrl(bucket, objectPath);
    },
    async remove(ownerId, bucket, objectPath) {
      assertOwnObjectPath(ownerId, objectPath);
      await rm(filePath(bucket, objectPath), { force: true });
    },
    publicUrl(bucket, objectPath) {
      assertSafeObjectPath(objectPath);
      return `${PUBLIC_UPLOADS_PREFIX}/${bucket}/${objectPath}`;
    },
    async read(bucket, objectPath) {
      return readFile(filePath(bucket, objectPath)).then(
        (bytes) => new Uint8Array(bytes),
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return null;
          throw error;
        },
      );
    },
    async list(bucket, owner, { limit = LIST_LIMIT, offset = 0 } = {}) {
      assertSafeObjectPath(`${owner}/x`);
      const folder = path.join(root, bucket, owner);
      const names = (await readdir(folder).catch(() => [] as string[]))
        .filter((name) => !name.startsWith("."))
        .sort()
        .slice(offset, offset + limit);
      const objects: StoredObject[] = [];
      for (const name of names) {
        const info = await stat(path.join(folder, name)).catch(() => null);
        if (info?.isFile()) objects.push({ name: `${owner}/${name}`, size: info.size, updatedAt: info.mtime });
      }
      return objects;
    },
    ...appSignedUrls(signingSecret),
  };
}
