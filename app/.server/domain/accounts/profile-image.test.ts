import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pixelBombPng, truncatedPng } from "#tests/fixtures/broken-photos";
import { EXTREME_PHOTOS } from "#tests/fixtures/extreme-photos";
import { failure } from "#tests/fixtures/failure";
import { testDatabase } from "#tests/fixtures/test-database";
import { users } from "../../db/schema";
import { createLocalDiskStorage } from "../../storage/local-disk-storage";
import type { ObjectStorage } from "../../storage/storage";
import { removeProfileImage } from "./remove-profile-image";
import { AVATAR_SIZE, setProfileImage } from "./set-profile-image";

const handle = testDatabase();
const { make } = handle;
let root: string;
let storage: ObjectStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "chuo-avatar-"));
  storage = createLocalDiskStorage(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A phone photo: JPEG with camera details and the GPS position where it was taken. */
function phonePhoto(width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TecnoPhone", Model: "Camon 30", Copyright: "Asha" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 46/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "39/1 12/1 0/1" },
    })
    .toBuffer();
}

const filesOf = async (userId: string) =>
  readdir(path.join(root, "profile-images", userId)).catch(() => [] as string[]);

describe("profile photo", () => {
  it("stores a square WebP with no EXIF or GPS data, and replaces the old photo", async () => {
    const user = await make.user();
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const url = await setProfileImage(handle.db, storage, user.id, original);
    expect(url).toMatch(new RegExp(`^/uploads/profile-images/${user.id}/[0-9a-f-]+\\.webp$`));
    const stored = await readFile(path.join(root, url.replace("/uploads/", "")));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("TecnoPhone"))).toBe(false);
    const [row] = await handle.db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, user.id));
    expect(row?.url).toBe(url);

    const second = await setProfileImage(handle.db, storage, user.id, await sharp(original).png().toBuffer());
    expect(await filesOf(user.id)).toEqual([path.basename(second)]);
    await removeProfileImage(handle.db, storage, user.id);
    expect(await filesOf(user.id)).toEqual([]);
    const [after] = await handle.db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, user.id));
    expect(after?.url).toBeNull();
  });

  it("refuses a text file named like an image, a file over 5MB and a broken image, storing nothing", async () => {
    const user = await make.user();
    await expect(
      setProfileImage(handle.db, storage, user.id, new TextEncoder().encode("just some text, not a PNG")),
    ).rejects.toMatchObject({
      code: "invalid_input",
      reason: "upload_invalid_type",
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    await expect(setProfileImage(handle.db, storage, user.id, big)).rejects.toMatchObject({
      code: "invalid_input",
      reason: "upload_too_large",
    });
    // A file sharp cannot draw (cut off, or a header claiming 900 million pixels) is refused like
    // a file of another type, the same 400 the listing form gives: trying again would not help.
    for (const broken of [(await phonePhoto()).subarray(0, 200), await truncatedPng(), await pixelBombPng()]) {
      expect(await failure(setProfileImage(handle.db, storage, user.id, broken))).toEqual({
        code: "invalid_input",
        status: 400,
        title: "Invalid file type",
        description: "Please upload a JPEG, PNG, or WebP image.",
      });
    }
    expect(await filesOf(user.id)).toEqual([]);
  });
});

describe("a profile photo of an extreme shape", () => {
  // The outside probe's 100000×1 PNG and its neighbours (tests/fixtures/extreme-photos.ts): refused
  // from the header in the form's words, or taken; never a crash or a 500.
  it.each([
    "strip",
    "pole",
    "tooWide",
    "tooTall",
    "longSide",
    "wide11",
    "tall11",
    "wide10",
    "tall10",
    "megapixels64",
    "dot",
    "truncated",
  ] as const)("%s is taken or refused as a bad picture, storing nothing then", async (name) => {
    const { accepted, bytes } = EXTREME_PHOTOS[name];
    const user = await make.user();
    if (accepted) {
      const url = await setProfileImage(handle.db, storage, user.id, await bytes());
      expect(await filesOf(user.id)).toEqual([path.basename(url)]);
      return;
    }
    expect(await failure(setProfileImage(handle.db, storage, user.id, await bytes()))).toEqual({
      code: "invalid_input",
      status: 400,
      title: "Invalid file type",
      description: "Please upload a JPEG, PNG, or WebP image.",
    });
    expect(await filesOf(user.id)).toEqual([]);
  });
});

describe("another user's photo", () => {
  it("is never deleted when a user's own column names it (removing or replacing one's photo)", async () => {
    const victim = await make.user();
    const attacker = await make.user();
    const victimUrl = await setProfileImage(handle.db, storage, victim.id, await phonePhoto(400, 300));
    // What the auth library's update-user let anyone write into their own row.
    await handle.db.update(users).set({ profileImageUrl: victimUrl }).where(eq(users.id, attacker.id));
    await removeProfileImage(handle.db, storage, attacker.id);
    await handle.db.update(users).set({ profileImageUrl: victimUrl }).where(eq(users.id, attacker.id));
    await setProfileImage(handle.db, storage, attacker.id, await phonePhoto(400, 300));
    expect(await filesOf(victim.id)).toEqual([path.basename(victimUrl)]);
  });

  it("storage writes and deletes only under the acting user's own folder", async () => {
    const owner = await make.user();
    const other = await make.user();
    await storage.put(owner.id, "profile-images", `${owner.id}/mine.webp`, new Uint8Array([1]), "image/webp");
    await expect(storage.remove(other.id, "profile-images", `${owner.id}/mine.webp`)).rejects.toThrow(
      /not the acting user's own/,
    );
    await expect(
      storage.put(other.id, "profile-images", `${owner.id}/mine.webp`, new Uint8Array([2]), "image/webp"),
    ).rejects.toThrow(/not the acting user's own/);
    expect(await filesOf(owner.id)).toEqual(["mine.webp"]);
  });
});
