import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeObjectPath, PUBLIC_UPLOADS_PREFIX, type Bucket, type ObjectStorage } from "./storage";

/** Stores objects as files under `<root>/<bucket>/<userId>/<file>`; the server serves them. */
export function createLocalDiskStorage(root: string): ObjectStorage {
  const filePath = (bucket: Bucket, objectPath: string) => {
    assertSafeObjectPath(objectPath);
    return path.join(root, bucket, objectPath);
  };
  return {
    async put(bucket, objectPath, bytes) {
      const target = filePath(bucket, objectPath);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename would be safer against torn files; objects are immutable and
      // content-named, so a retry simply rewrites the same bytes.
      await writeFile(target, bytes);
      return this.publicUrl(bucket, objectPath);
    },
    async remove(bucket, objectPath) {
      await rm(filePath(bucket, objectPath), { force: true });
    },
    publicUrl(bucket, objectPath) {
      assertSafeObjectPath(objectPath);
      return `${PUBLIC_UPLOADS_PREFIX}/${bucket}/${objectPath}`;
    },
  };
}
