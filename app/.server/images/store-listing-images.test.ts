import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pixelBombPng, truncatedPng } from "#tests/fixtures/broken-photos";
import { cameraPhoto, noisePng, temporaryStorage, tinyPng } from "#tests/fixtures/photos";
import { CARD_IMAGE_MAX_BYTES, cardImageUrl } from "~/lib/shared/images";
import { MAX_IMAGE_BYTES } from "~/lib/shared/upload-rules";
import { storeListingImages } from "./store-listing-images";

let disk: Awaited<ReturnType<typeof temporaryStorage>>;

beforeAll(async () => {
  disk = await temporaryStorage("cards");
});
afterAll(async () => disk?.cleanUp());

const OWNER = "0b6f7c1e-8a55-4c8e-9a39-5d0f3c2b1a00";

async function storedCard(bytes: Buffer) {
  const [url] = await storeListingImages(disk.storage, "product-images", OWNER, [{ name: "photo.png", bytes }]);
  const card = await readFile(path.join(disk.root, cardImageUrl(url)!.replace("/uploads/", "")));
  return { card, meta: await sharp(card).metadata() };
}

describe("card images", () => {
  // Random noise is the worst case (foliage, printed text and gravel come close): whatever the
  // photo, its card must stay within the budget lists are built on.
  it.each([
    { width: 480, height: 360, cell: 1 },
    { width: 1200, height: 900, cell: 1 },
    { width: 2000, height: 1500, cell: 2 },
    { width: 4000, height: 3000, cell: 8 },
    { width: 800, height: 4000, cell: 2 },
    { width: 50, height: 50, cell: 1 },
  ])("keep a $width×$height noise photo's card within 30 KB as a valid WebP", async ({ width, height, cell }) => {
    const upload = await noisePng(width, height, { cell });
    expect(upload.byteLength).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    const { card, meta } = await storedCard(upload);
    expect(card.byteLength).toBeLessThanOrEqual(CARD_IMAGE_MAX_BYTES);
    expect(meta.format).toBe("webp");
    expect(meta.width).toBeGreaterThan(0);
    // A card is decodable to the end, not just a valid header.
    await expect(sharp(card).raw().toBuffer()).resolves.toBeInstanceOf(Buffer);
  });

  it("keep a noise photo with a transparent, noisy alpha channel within 30 KB", async () => {
    const { card, meta } = await storedCard(await noisePng(600, 450, { channels: 4 }));
    expect(card.byteLength).toBeLessThanOrEqual(CARD_IMAGE_MAX_BYTES);
    expect(meta.format).toBe("webp");
  });

  it("keep the card's shape when they must shrink it", async () => {
    const { meta } = await storedCard(await noisePng(480, 360));
    expect(meta.width).toBeLessThan(480);
    expect(meta.width! / meta.height!).toBeCloseTo(480 / 360, 1);
  });

  it("leave an ordinary photo's card at full card size", async () => {
    const { card, meta } = await storedCard(await cameraPhoto(3));
    expect(meta).toMatchObject({ format: "webp", width: 480, height: 360 });
    expect(card.byteLength).toBeLessThanOrEqual(CARD_IMAGE_MAX_BYTES);
  });
});

describe("a photo sharp cannot draw", () => {
  // The probe's line: a truncated PNG or a 30000×30000 header answered 503, as if our storage had failed.
  it.each([
    { what: "a truncated PNG", name: "cut-off.png", bytes: () => truncatedPng() },
    { what: "a PNG whose header says 30000×30000", name: "bomb.png", bytes: () => pixelBombPng() },
  ])("is refused as $what by name, with a 400, removing the photos stored before it", async ({ name, bytes }) => {
    const owner = "7d0e6a52-1c1f-4b9e-8f0a-0c6d2b3e4f51";
    const images = [
      { name: "ok.png", bytes: await tinyPng() },
      { name, bytes: await bytes() },
    ];
    await expect(storeListingImages(disk.storage, "product-images", owner, images)).rejects.toMatchObject({
      code: "invalid_input",
      status: 400,
      reason: "listing_image_invalid",
      values: { name },
    });
    expect(await disk.filesOf("product-images", owner)).toEqual([]);
  });
});
