import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXTREME_PHOTOS, type ExtremePhotoName } from "#tests/fixtures/extreme-photos";
import { FILES_PER_PHOTO, temporaryStorage } from "#tests/fixtures/photos";
import { SHOP_COVER_SIZE, SHOP_LOGO_SIZE } from "~/.server/domain/shops/shop-images";
import { describeError } from "~/lib/error-text";
import { isAppError } from "~/lib/shared/app-error";
import { shareImageUrl } from "~/lib/shared/images";
import type { Bucket } from "../storage/storage";
import { storeListingImages } from "./store-listing-images";
import { storeOwnedImage } from "./store-owned-image";

/*
 * The image path fed the shapes an outside probe sent and their neighbours on each side of the
 * limits (app/lib/shared/upload-rules.ts): each is either taken, with every sibling drawn, or refused as a
 * bad picture with a 400 in its form's words, storing nothing; never a crash or a 500. What each
 * costs is measured by `npm run image-fuzz`, never here.
 */

const CASES: ExtremePhotoName[] = [
  "strip",
  "pole",
  "tooWide",
  "tooTall",
  "longSide",
  "wide11",
  "tall11",
  "wide10",
  "tall10",
  "widest",
  "megapixels64",
  "dot",
  "truncated",
];

let disk: Awaited<ReturnType<typeof temporaryStorage>>;
const bytesOf = new Map<ExtremePhotoName, Buffer>();

beforeAll(async () => {
  disk = await temporaryStorage("extreme");
  for (const name of CASES) bytesOf.set(name, await EXTREME_PHOTOS[name].bytes());
});
afterAll(async () => disk?.cleanUp());

let owners = 0;
/** A fresh owner per attempt, so "nothing stored" is that attempt's folder being empty. */
const newOwner = () => `00000000-0000-4000-8000-${String(++owners).padStart(12, "0")}`;

/** What the path answered: the stored URL, or the refusal as the form shows it; anything else fails. */
async function attempt(
  work: Promise<string>,
): Promise<{ url: string } | { status: number; title: string; description: string }> {
  try {
    return { url: await work };
  } catch (error) {
    if (!isAppError(error) || error.code !== "invalid_input") throw error;
    return { status: error.status, ...describeError(error) };
  }
}

const PATHS: {
  path: string;
  bucket: Bucket;
  store: (owner: string, bytes: Buffer) => Promise<string>;
  refusal: { title: string; description: string };
}[] = [
  {
    path: "a listing's photos",
    bucket: "product-images",
    store: async (owner, bytes) =>
      (await storeListingImages(disk.storage, "product-images", owner, [{ name: "odd.png", bytes }]))[0]!,
    refusal: {
      title: "Invalid file",
      description: "odd.png is not a valid image file. Please use JPEG, PNG, or WebP.",
    },
  },
  {
    path: "a shop's logo",
    bucket: "shop-logos",
    store: async (owner, bytes) =>
      (await storeOwnedImage(disk.storage, "shop-logos", owner, bytes, SHOP_LOGO_SIZE)).url,
    refusal: { title: "Invalid file type", description: "Please upload a JPEG, PNG, or WebP image." },
  },
  {
    path: "a shop's cover",
    bucket: "shop-logos",
    store: async (owner, bytes) =>
      (await storeOwnedImage(disk.storage, "shop-logos", owner, bytes, SHOP_COVER_SIZE)).url,
    refusal: { title: "Invalid file type", description: "Please upload a JPEG, PNG, or WebP image." },
  },
];

describe.each(PATHS)("$path", ({ bucket, store, refusal }) => {
  it.each(CASES.map((name) => ({ name, ...EXTREME_PHOTOS[name] })))(
    "take or refuse a $shape (taken: $accepted), never failing",
    async ({ name, accepted }) => {
      const owner = newOwner();
      const answer = await attempt(store(owner, bytesOf.get(name)!));
      if (!accepted) {
        expect(answer).toEqual({ status: 400, ...refusal });
        expect(await disk.filesOf(bucket, owner)).toEqual([]);
        return;
      }
      expect(answer).toHaveProperty("url");
      const { url } = answer as { url: string };
      expect(await disk.filesOf(bucket, owner)).toHaveLength(FILES_PER_PHOTO);
      const preview = await readFile(path.join(disk.root, shareImageUrl(url)!.replace("/uploads/", "")));
      expect(await sharp(preview).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    },
  );
});
