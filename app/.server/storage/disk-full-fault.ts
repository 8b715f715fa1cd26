import { existsSync } from "node:fs";
import type { ObjectStorage } from "./storage";

/** The error a write to a full disk ends with (what node:fs throws). */
function noSpaceLeft(): NodeJS.ErrnoException {
  return Object.assign(new Error("ENOSPC: no space left on device, write"), {
    code: "ENOSPC",
    errno: -28,
    syscall: "write",
  });
}

/**
 * A nearly full disk, for `npm run soak` (STORAGE_FAULT_FILE, docs/performance.md): while the flag
 * file exists, every other write fails with ENOSPC, so a photo's first file may be stored and its
 * second refused, which is the case that would leave part of an upload behind. Reads, listings and
 * deletions pass through: the rest of the site keeps serving.
 */
export function withDiskFullFault(storage: ObjectStorage, flagFile: string): ObjectStorage {
  let writes = 0;
  return {
    ...storage,
    async put(ownerId, bucket, objectPath, bytes, contentType) {
      if (existsSync(flagFile) && writes++ % 2 === 1) throw noSpaceLeft();
      return storage.put(ownerId, bucket, objectPath, bytes, contentType);
    },
  };
}
