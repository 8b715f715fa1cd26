import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraPhoto, noisePng, temporaryStorage } from "#tests/fixtures/photos";
import {
  imageSrcSet,
  SHARE_IMAGE_MAX_BYTES,
  shareImageUrl,
  siblingImageUrls,
  widthImageUrl,
} from "~/lib/shared/images";
import { removeListingImages, storeListingImages } from "./store-listing-images";

let disk: Awaited<ReturnType<typeof temporaryStorage>>;

beforeAll(async () => {
  disk = await temporaryStorage("renditions");
});
afterAll(async () => disk?.cleanUp());

const OWNER = "4c1d1f0e-2b8e-4d3a-9f0c-6a7b8c9d0e1f";

async function stored(bytes: Buffer) {
  const [url] = await storeListingImages(disk.storage, "product-images", OWNER, [{ name: "photo.jpg", bytes }]);
  const file = (sibling: string | null) => readFile(path.join(disk.root, sibling!.replace("/uploads/", "")));
  return { url: url!, file };
}

describe("a stored photo's siblings", () => {
  it("are drawn at upload: 480 and 960 px wide WebPs and a 1200×630 JPEG share preview under 300 KB, none carrying the camera's EXIF or GPS", async () => {
    const { url, file } = await stored(await cameraPhoto(1));
    for (const width of [480, 960] as const) {
      const meta = await sharp(await file(widthImageUrl(url, width))).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height: (width * 3) / 4 });
      expect(meta.exif).toBeUndefined();
    }
    const share = await file(shareImageUrl(url));
    expect(share.byteLength).toBeLessThanOrEqual(SHARE_IMAGE_MAX_BYTES);
    const meta = await sharp(share).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(meta.exif).toBeUndefined();
    expect(imageSrcSet(url)).toBe(`${widthImageUrl(url, 480)} 480w, ${widthImageUrl(url, 960)} 960w, ${url} 1200w`);
  });

  it("keep a noise photo's share preview within WhatsApp's 300 KB", async () => {
    const { url, file } = await stored(await noisePng(1200, 900));
    expect((await file(shareImageUrl(url))).byteLength).toBeLessThanOrEqual(SHARE_IMAGE_MAX_BYTES);
  });

  it("never enlarge a small photo: its 960 sibling is as wide as the photo itself", async () => {
    const { url, file } = await stored(await cameraPhoto(2, 600, 450));
    expect((await sharp(await file(widthImageUrl(url, 960))).metadata()).width).toBe(600);
    expect((await sharp(await file(widthImageUrl(url, 480))).metadata()).width).toBe(480);
  });

  it("show a portrait photo whole in its preview, on white, rather than cutting it in half", async () => {
    const { url, file } = await stored(await cameraPhoto(3, 900, 1600));
    const { data, info } = await sharp(await file(shareImageUrl(url)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // The sides are white bars; the middle is the photo.
    for (const corner of [at(5, 5), at(1194, 624)]) for (const channel of corner) expect(channel).toBeGreaterThan(245);
    expect(at(600, 315).some((channel) => channel < 235)).toBe(true);
  });

  it("enlarge a small logo at most twice, centred on white, rather than blurring it across the preview", async () => {
    const logo = await sharp({ create: { width: 192, height: 192, channels: 3, background: "#224488" } })
      .png()
      .toBuffer();
    const { url, file } = await stored(logo);
    const { data, info } = await sharp(await file(shareImageUrl(url)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const blueAt = (x: number, y: number) =>
      data[(y * info.width + x) * info.channels + 2]! > 100 && data[(y * info.width + x) * info.channels]! < 100;
    // 192 px at most doubled: 384 px wide, from x 408 to 792.
    expect([blueAt(600, 315), blueAt(420, 315), blueAt(780, 315)]).toEqual([true, true, true]);
    expect([blueAt(395, 315), blueAt(805, 315), blueAt(600, 110)]).toEqual([false, false, false]);
  });

  it("show a thin landscape picture whole in its preview, on white, rather than enlarging it to crop (a 1200×1 strip became 756000×630)", async () => {
    const banner = await sharp({ create: { width: 1200, height: 200, channels: 3, background: "#224488" } })
      .png()
      .toBuffer();
    const { url, file } = await stored(banner);
    const { data, info } = await sharp(await file(shareImageUrl(url)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    const blueAt = (x: number, y: number) =>
      data[(y * info.width + x) * info.channels + 2]! > 100 && data[(y * info.width + x) * info.channels]! < 100;
    // 200 px high at its own size, from y 215 to 415; white above and below.
    expect([blueAt(600, 315), blueAt(5, 230), blueAt(1194, 400)]).toEqual([true, true, true]);
    expect([blueAt(600, 200), blueAt(600, 430), blueAt(600, 5)]).toEqual([false, false, false]);
  });

  it("go when the photo is deleted", async () => {
    const { url } = await stored(await cameraPhoto(4, 800, 600));
    const name = url.split("/").pop()!.replace(".webp", "");
    expect((await disk.filesOf("product-images", OWNER)).filter((file) => file.startsWith(name))).toHaveLength(
      1 + siblingImageUrls(url).length,
    );
    await removeListingImages(disk.storage, OWNER, "product-images", [url]);
    expect((await disk.filesOf("product-images", OWNER)).filter((file) => file.startsWith(name))).toEqual([]);
  });
});
