import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PARTIAL_FILE_NAME, partialPathFor } from "./local-disk-storage";
import { removeAbandonedPartialFiles } from "./remove-abandoned-partial-files";

let uploads: string;
beforeEach(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), "chuo-partials-"));
});
afterEach(async () => {
  await rm(uploads, { recursive: true, force: true });
});

const HOUR_MS = 60 * 60 * 1000;

async function file(relative: string, ageMs: number) {
  const target = path.join(uploads, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, "bytes");
  const at = new Date(Date.now() - ageMs);
  await utimes(target, at, at);
}

describe("removing the disk driver's abandoned half-written files", () => {
  it("deletes a write's hidden file once it is older than the limit, and nothing else", async () => {
    await file("product-images/u1/.a.webp.0123456789ab.partial", 2 * HOUR_MS);
    await file("profile-images/u2/.b.webp.ba9876543210.partial", 2 * HOUR_MS);
    // A write under way (another instance on the same folder), a photo, and other hidden files stay.
    await file("product-images/u1/.c.webp.aaaaaaaaaaaa.partial", 1000);
    await file("product-images/u1/a.webp", 2 * HOUR_MS);
    await file("product-images/u1/.notes", 2 * HOUR_MS);
    await file("product-images/u1/x.partial", 2 * HOUR_MS);

    expect(await removeAbandonedPartialFiles(uploads, new Date(Date.now() - HOUR_MS))).toBe(2);
    expect((await readdir(path.join(uploads, "product-images/u1"))).sort()).toEqual([
      ".c.webp.aaaaaaaaaaaa.partial",
      ".notes",
      "a.webp",
      "x.partial",
    ]);
    expect(await readdir(path.join(uploads, "profile-images/u2"))).toEqual([]);
  });

  it("knows the names the disk driver writes under", () => {
    expect(PARTIAL_FILE_NAME.test(path.basename(partialPathFor("/uploads/product-images/u1/a.webp")))).toBe(true);
  });

  it("finds nothing to do in an uploads folder that does not exist yet", async () => {
    expect(await removeAbandonedPartialFiles(path.join(uploads, "none"), new Date())).toBe(0);
  });
});
