import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { PARTIAL_FILE_NAME } from "./local-disk-storage";
import { BUCKETS } from "./storage";

/**
 * Deletes the half-written files of the disk driver's writes that never finished (the process was
 * killed mid-write, so neither the rename nor the clean-up after a failure ran), once older than
 * `olderThan`: a write under way on another instance sharing the folder is seconds old. They are
 * hidden, so nobody was ever served one; this only gives the space back. Returns how many went.
 */
export async function removeAbandonedPartialFiles(uploadsDir: string, olderThan: Date): Promise<number> {
  let removed = 0;
  for (const bucket of BUCKETS) {
    const owners = await readdir(path.join(uploadsDir, bucket), { withFileTypes: true }).catch(() => []);
    for (const owner of owners) {
      if (!owner.isDirectory()) continue;
      const folder = path.join(uploadsDir, bucket, owner.name);
      for (const name of await readdir(folder).catch(() => [] as string[])) {
        if (!PARTIAL_FILE_NAME.test(name)) continue;
        const file = path.join(folder, name);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile() || info.mtime >= olderThan) continue;
        await rm(file, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}
