import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { cameraPhoto, temporaryStorage, tinyPng } from "#tests/fixtures/photos";
import { SHOP_LOGO_SIZE } from "~/.server/domain/shops/shop-images";
import { drawRenditions } from "./image-renditions";
import { IMAGES_AT_ONCE, imageSlotLoad, inImageSlot } from "./image-slots";
import { reencodeImage } from "./reencode-image";
import { storeListingImages } from "./store-listing-images";
import { storeOwnedImage } from "./store-owned-image";

const OWNER = "9a3e5c71-0d2b-4f8e-b6a4-1c7d9e0f2a35";
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

let png: Buffer;
let photo: Buffer;
beforeAll(async () => {
  png = await tinyPng();
  photo = await cameraPhoto(1, 800, 600);
});

describe("the process's image slots", () => {
  it("are set up once: one libvips thread per picture and no operation cache", () => {
    expect(sharp.concurrency()).toBe(1);
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 }, files: { max: 0 } });
  });

  it.each([
    { path: "a profile photo", draw: () => reencodeImage(png, { width: 256, height: 256, fit: "cover" }) },
    {
      path: "a listing's photos",
      draw: (storage: Storage) => storeListingImages(storage, "product-images", OWNER, [{ name: "a.png", bytes: png }]),
    },
    {
      path: "a shop's logo",
      draw: (storage: Storage) => storeOwnedImage(storage, "shop-logos", OWNER, png, SHOP_LOGO_SIZE),
    },
    { path: "the siblings of a stored photo (backfill, seed)", draw: () => drawRenditions(photo) },
  ])("make $path wait while every slot is drawing another picture", async ({ draw }) => {
    const disk = await temporaryStorage("slots");
    const releases: (() => void)[] = [];
    const busy = Array.from({ length: IMAGES_AT_ONCE }, () =>
      inImageSlot(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    let drawn = false;
    const waiting = draw(disk.storage).then(() => {
      drawn = true;
    });
    try {
      // Nothing it waits for can happen meanwhile: a few turns of the event loop are as good as many.
      for (let turn = 0; turn < 5; turn++) await nextTurn();
      expect(imageSlotLoad()).toEqual({ drawing: IMAGES_AT_ONCE, waiting: 1 });
      expect(drawn).toBe(false);
    } finally {
      for (const release of releases) release();
      await Promise.all([...busy, waiting]);
      await disk.cleanUp();
    }
    expect(drawn).toBe(true);
    expect(imageSlotLoad()).toEqual({ drawing: 0, waiting: 0 });
  });
});

type Storage = Awaited<ReturnType<typeof temporaryStorage>>["storage"];
