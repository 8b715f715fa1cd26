import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pixelBombPng, truncatedPng } from "#tests/fixtures/broken-photos";
import { failure } from "#tests/fixtures/failure";
import { cameraPhoto, FILES_PER_PHOTO, photoFiles, temporaryStorage } from "#tests/fixtures/photos";
import { testDatabase } from "#tests/fixtures/test-database";
import { shops, users } from "../../db/schema";
import { createShop, MAX_SHOPS_PER_OWNER } from "./create-shop";
import { getEditableShop } from "./get-editable-shop";
import { listManagedShops } from "./list-managed-shops";
import { updateShop } from "./update-shop";

const handle = testDatabase();
const { make } = handle;
let files: Awaited<ReturnType<typeof temporaryStorage>>;

beforeAll(async () => {
  files = await temporaryStorage("shops");
});
afterAll(async () => {
  await files?.cleanUp();
});

const input = (values: Partial<Parameters<typeof createShop>[3]> = {}) => ({
  name: "Mama Ntilie",
  location: "Mlimani City",
  category: "Restaurant" as const,
  phoneNumber: "0754123456",
  phoneNumberPublic: false,
  ...values,
});
const shopOf = async (id: string) => (await handle.db.select().from(shops).where(eq(shops.id, id)))[0]!;

describe("opening and editing a shop", () => {
  it("opens a shop with its logo and cover as metadata-free WebP in the owner's folder, without a subscription", async () => {
    const owner = await make.user();
    const { id } = await createShop(handle.db, files.storage, owner.id, input(), {
      logo: await cameraPhoto(1),
      cover: await cameraPhoto(2),
    });
    const shop = await shopOf(id);
    expect(shop).toMatchObject({
      name: "Mama Ntilie",
      ownerId: owner.id,
      subscriptionActive: false,
      freeTrialUsed: false,
      phoneNumber: "0754123456",
      campusId: owner.campusId,
    });
    expect(shop.logoUrl).toMatch(new RegExp(`/shop-logos/${owner.id}/[0-9a-f-]+\\.webp$`));
    expect(shop.coverImageUrl).toMatch(new RegExp(`/shop-logos/${owner.id}/[0-9a-f-]+\\.webp$`));
    // Each with its card-size sibling for lists.
    expect(await files.filesOf("shop-logos", owner.id)).toHaveLength(2 * FILES_PER_PHOTO);
    const logo = await files.storage.read("shop-logos", shop.logoUrl!.split("/shop-logos/")[1]!);
    const meta = await sharp(logo!).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 192, height: 192 });
    expect(meta.exif).toBeUndefined();
    // An individual seller becomes a shop owner.
    expect((await handle.db.select({ t: users.userType }).from(users).where(eq(users.id, owner.id)))[0]?.t).toBe(
      "shop_owner",
    );
  });

  it("refuses a file that is not an image and keeps nothing, not even the good logo", async () => {
    const owner = await make.user();
    const notImage = new TextEncoder().encode("<?php echo 'hi'; ?>");
    await expect(
      createShop(handle.db, files.storage, owner.id, input(), { logo: await cameraPhoto(3), cover: notImage }),
    ).rejects.toMatchObject({ reason: "upload_invalid_type" });
    expect(await files.filesOf("shop-logos", owner.id)).toEqual([]);
    expect((await listManagedShops(handle.db, owner.id)).shops).toEqual([]);
  });

  it("refuses a truncated PNG and a 30000×30000 PNG as logo or cover with the same 400, keeping nothing", async () => {
    const owner = await make.user();
    for (const broken of [await truncatedPng(), await pixelBombPng()]) {
      for (const pictures of [{ logo: broken }, { logo: await cameraPhoto(5), cover: broken }]) {
        expect(await failure(createShop(handle.db, files.storage, owner.id, input(), pictures))).toEqual({
          code: "invalid_input",
          status: 400,
          title: "Invalid file type",
          description: "Please upload a JPEG, PNG, or WebP image.",
        });
      }
    }
    expect(await files.filesOf("shop-logos", owner.id)).toEqual([]);
    expect((await listManagedShops(handle.db, owner.id)).shops).toEqual([]);
  });

  it("lets only the owner load or edit the shop; anyone else is told it is not found and nothing changes", async () => {
    const owner = await make.user();
    const other = await make.user();
    const { id } = await createShop(handle.db, files.storage, owner.id, input(), { logo: await cameraPhoto(4) });
    await expect(getEditableShop(handle.db, other.id, id)).rejects.toMatchObject({
      code: "not_found",
      reason: "shop_edit_not_found",
    });
    await expect(
      updateShop(handle.db, files.storage, other.id, id, input({ name: "Taken over" }), { logo: await cameraPhoto(5) }),
    ).rejects.toMatchObject({ code: "not_found" });
    expect((await shopOf(id)).name).toBe("Mama Ntilie");
    // The intruder's upload is not left behind in their own folder either.
    expect(await files.filesOf("shop-logos", other.id)).toEqual([]);
    await expect(getEditableShop(handle.db, owner.id, "not-a-uuid")).rejects.toMatchObject({ code: "not_found" });
  });

  it("replaces the logo (the old file is deleted), removes the cover, and leaves the subscription alone", async () => {
    const owner = await make.user();
    const { id } = await createShop(handle.db, files.storage, owner.id, input(), {
      logo: await cameraPhoto(6),
      cover: await cameraPhoto(7),
    });
    await handle.db
      .update(shops)
      .set({
        subscriptionActive: true,
        subscriptionPlan: "trial",
        freeTrialUsed: true,
        subscriptionEndDate: new Date(Date.now() + 86_400_000),
      })
      .where(eq(shops.id, id));
    const before = await shopOf(id);
    await updateShop(
      handle.db,
      files.storage,
      owner.id,
      id,
      input({ name: "Mama Ntilie II", description: "Chips and chicken" }),
      { logo: await cameraPhoto(8), removeCover: true },
    );
    const after = await shopOf(id);
    expect(after).toMatchObject({
      name: "Mama Ntilie II",
      description: "Chips and chicken",
      coverImageUrl: null,
      subscriptionActive: true,
      subscriptionPlan: "trial",
    });
    expect(after.logoUrl).not.toBe(before.logoUrl);
    const name = after.logoUrl!.split("/").pop()!;
    expect(await files.filesOf("shop-logos", owner.id)).toEqual(photoFiles(name));
  });

  it(`lets an owner run up to ${MAX_SHOPS_PER_OWNER} shops, even when asked for many at once`, async () => {
    const owner = await make.user();
    const results = await Promise.allSettled(
      Array.from({ length: MAX_SHOPS_PER_OWNER + 3 }, (_, i) =>
        createShop(handle.db, files.storage, owner.id, input({ name: `Shop ${i}` }), {}),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(MAX_SHOPS_PER_OWNER);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused.map((r) => r.reason.reason)).toEqual([
      "shop_limit_reached",
      "shop_limit_reached",
      "shop_limit_reached",
    ]);
  });

  it("refuses a campus that does not exist with a clear error", async () => {
    const owner = await make.user();
    await expect(
      createShop(handle.db, files.storage, owner.id, input({ campusId: "00000000-0000-4000-8000-000000000000" }), {}),
    ).rejects.toMatchObject({
      code: "invalid_input",
      reason: "shop_campus_unknown",
    });
  });
});
