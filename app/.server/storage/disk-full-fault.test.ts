import { randomUUID } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { temporaryStorage, tinyPng } from "#tests/fixtures/photos";
import { storeListingImages } from "~/.server/images/store-listing-images";
import { isAppError } from "~/lib/shared/app-error";
import { withDiskFullFault } from "./disk-full-fault";

describe("a nearly full disk (STORAGE_FAULT_FILE, for the soak)", () => {
  let scratch: Awaited<ReturnType<typeof temporaryStorage>>;
  let flag: string;
  const owner = randomUUID();
  beforeEach(async () => {
    scratch = await temporaryStorage("disk-full");
    flag = path.join(scratch.root, "disk-full");
  });
  afterEach(() => scratch.cleanUp());

  it("passes every write through while the flag file is absent", async () => {
    const storage = withDiskFullFault(scratch.storage, flag);
    for (const n of [1, 2, 3])
      await storage.put(owner, "product-images", `${owner}/${n}.webp`, new Uint8Array([n]), "image/webp");
    expect(await scratch.filesOf("product-images", owner)).toEqual(["1.webp", "2.webp", "3.webp"]);
  });

  it("fails every other write with ENOSPC while the flag file exists, and serves reads all along", async () => {
    const storage = withDiskFullFault(scratch.storage, flag);
    await storage.put(owner, "product-images", `${owner}/kept.webp`, new Uint8Array([7]), "image/webp");
    await writeFile(flag, "");
    await storage.put(owner, "product-images", `${owner}/first.webp`, new Uint8Array([1]), "image/webp");
    const refused = await storage
      .put(owner, "product-images", `${owner}/second.webp`, new Uint8Array([2]), "image/webp")
      .catch((error: NodeJS.ErrnoException) => error);
    expect(refused).toMatchObject({ code: "ENOSPC" });
    expect(await storage.read("product-images", `${owner}/kept.webp`)).toEqual(new Uint8Array([7]));
    await rm(flag);
    await storage.put(owner, "product-images", `${owner}/third.webp`, new Uint8Array([3]), "image/webp");
    expect(await scratch.filesOf("product-images", owner)).toEqual(["first.webp", "kept.webp", "third.webp"]);
  });

  it("makes a listing's photos fail as a whole: a clear 503 and none of the upload's files left behind", async () => {
    const storage = withDiskFullFault(scratch.storage, flag);
    await writeFile(flag, "");
    // The first file of the photo is stored, its card sibling is refused: the stored one must go again.
    const error = await storeListingImages(storage, "product-images", owner, [
      { name: "lamp.png", bytes: await tinyPng() },
    ]).catch((e: unknown) => e);
    expect(isAppError(error) && [error.code, error.reason, error.status]).toEqual([
      "unavailable",
      "listing_images_failed",
      503,
    ]);
    expect(await scratch.filesOf("product-images", owner)).toEqual([]);
  });
});
