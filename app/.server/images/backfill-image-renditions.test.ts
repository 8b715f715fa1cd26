import { rm, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { cameraPhoto, temporaryStorage } from "#tests/fixtures/photos";
import { testDatabase } from "#tests/fixtures/test-database";
import { shareImageUrl, siblingImageUrls, widthImageUrl } from "~/lib/shared/images";
import { backfillImageRenditions } from "./backfill-image-renditions";
import { storeListingImages } from "./store-listing-images";
import { storeOwnedImage } from "./store-owned-image";

const handle = testDatabase();
let disk: Awaited<ReturnType<typeof temporaryStorage>>;

beforeAll(async () => {
  disk = await temporaryStorage("backfill");
});
afterAll(async () => {
  await disk?.cleanUp();
});

const fileOf = (url: string) => path.join(disk.root, url.replace("/uploads/", ""));
const exists = (url: string) =>
  stat(fileOf(url)).then(
    () => true,
    () => false,
  );

describe("npm run images:backfill", () => {
  it("draws the missing sizes of photos stored before they existed, of every owner and bucket, once", async () => {
    const make = fixtures(handle.db);
    const seller = await make.user();
    const shopOwner = await make.user();
    const [photo] = await storeListingImages(disk.storage, "product-images", seller.id, [
      { name: "a.jpg", bytes: await cameraPhoto(5, 1000, 750) },
    ]);
    const { url: logo } = await storeOwnedImage(
      disk.storage,
      "shop-logos",
      shopOwner.id,
      await cameraPhoto(6, 400, 400),
      { width: 400, height: 400, fit: "cover" },
    );
    // As they were before this change: the photo and its card only.
    for (const url of [photo!, logo]) {
      for (const sibling of siblingImageUrls(url)) if (!sibling.endsWith(".card.webp")) await rm(fileOf(sibling));
    }
    expect(await exists(shareImageUrl(photo)!)).toBe(false);

    expect(await backfillImageRenditions(handle.db, disk.storage)).toMatchObject({ photos: 2, drawn: 2, failed: 0 });
    for (const url of [photo!, logo])
      for (const sibling of siblingImageUrls(url)) expect(await exists(sibling)).toBe(true);
    const drawnAt = (await stat(fileOf(widthImageUrl(photo, 480)!))).mtimeMs;

    // Run again (stopped half-way, or twice by mistake): nothing is drawn again.
    expect(await backfillImageRenditions(handle.db, disk.storage)).toMatchObject({ photos: 2, drawn: 0, failed: 0 });
    expect((await stat(fileOf(widthImageUrl(photo, 480)!))).mtimeMs).toBe(drawnAt);
  });

  it("leaves a stored photo of a shape the upload rules now refuse (a 1200×1 strip) without siblings, drawing none, and goes on", async () => {
    const make = fixtures(handle.db);
    const seller = await make.user();
    const strip = await sharp({ create: { width: 1200, height: 1, channels: 3, background: "#c33" } })
      .webp()
      .toBuffer();
    await disk.storage.put(seller.id, "product-images", `${seller.id}/strip.webp`, strip, "image/webp");
    const summary = await backfillImageRenditions(handle.db, disk.storage);
    expect(summary).toMatchObject({ drawn: 0, failed: 1 });
    expect(await disk.filesOf("product-images", seller.id)).toEqual(["strip.webp"]);
  });
});
