import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { scheduledJobs } from "./schedules";

const handle = testDatabase();
let uploads: string;
beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), "chuo-prune-"));
});
afterAll(async () => {
  await rm(uploads, { recursive: true, force: true });
});

describe("the six-hourly pruning job", () => {
  it("also removes the disk driver's half-written photo files a killed write left, when photos are on disk", async () => {
    const folder = path.join(uploads, "product-images", "u1");
    await mkdir(folder, { recursive: true });
    const abandoned = path.join(folder, ".a.webp.0123456789ab.partial");
    await writeFile(abandoned, "half");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(abandoned, twoHoursAgo, twoHoursAgo);
    await writeFile(path.join(folder, "b.webp"), "photo");

    const withoutDisk = scheduledJobs(handle.db).find((job) => job.name === "prune-stale-rows")!;
    await withoutDisk.run();
    expect((await readdir(folder)).sort()).toEqual([".a.webp.0123456789ab.partial", "b.webp"]);

    const prune = scheduledJobs(handle.db, { uploadsDir: uploads }).find((job) => job.name === "prune-stale-rows")!;
    await prune.run();
    expect(await readdir(folder)).toEqual(["b.webp"]);
  });
});
