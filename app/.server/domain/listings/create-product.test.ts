import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pixelBombPng, truncatedPng } from "#tests/fixtures/broken-photos";
import { failure } from "#tests/fixtures/failure";
import { FILES_PER_PHOTO, cameraPhoto as photo, tinyPng } from "#tests/fixtures/photos";
import { sellingTestbed } from "#tests/fixtures/selling-testbed";
import type { ProductInput } from "~/lib/listings/forms/product";
import { listings, users } from "../../db/schema";
import { createListing } from "./create-listing";

const bed = sellingTestbed("products");

const input: ProductInput = { name: "HP EliteBook 840", price: "850000", category: "Electronics", condition: "Good" };
const draft = (fields: ProductInput) => ({ kind: "product" as const, fields });
const filesOf = (userId: string) => bed.files.filesOf("product-images", userId);

describe("createListing of a product", () => {
  it("stores three photos as WebP with card-size siblings under 30 KB and no EXIF/GPS, in order", async () => {
    const seller = await bed.make.user();
    const images = await Promise.all([1, 2, 3].map(async (n) => ({ name: `photo-${n}.jpg`, bytes: await photo(n) })));
    const { id, feeAmount } = await createListing(bed.handle.db, bed.files.storage, seller.id, draft(input), images);
    expect(feeAmount).toBe("0.00");
    const [row] = await bed.handle.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({
      status: "active",
      feePaid: true,
      sellerId: seller.id,
      kind: "product",
      title: "HP EliteBook 840",
    });
    expect(row!.imageUrls).toHaveLength(3);
    expect(await filesOf(seller.id)).toHaveLength(3 * FILES_PER_PHOTO);
    for (const url of row!.imageUrls) {
      const full = await readFile(path.join(bed.files.root, url.replace("/uploads/", "")));
      const card = await readFile(
        path.join(bed.files.root, url.replace("/uploads/", "").replace(/\.webp$/, ".card.webp")),
      );
      const [fullMeta, cardMeta] = await Promise.all([sharp(full).metadata(), sharp(card).metadata()]);
      expect(fullMeta).toMatchObject({ format: "webp", width: 1200, height: 900 });
      expect(cardMeta).toMatchObject({ format: "webp", width: 480, height: 360 });
      expect(card.byteLength).toBeLessThanOrEqual(30 * 1024);
      expect(fullMeta.exif).toBeUndefined();
      expect(cardMeta.exif).toBeUndefined();
      expect(full.includes(Buffer.from("TecnoPhone"))).toBe(false);
    }
    const [after] = await bed.handle.db
      .select({ used: users.freeProductsUsed })
      .from(users)
      .where(eq(users.id, seller.id));
    expect(after?.used).toBe(1);
  });

  it("charges 0.1% once the free quota is used, and keeps the product pending", async () => {
    const seller = await bed.make.user({ freeProductsUsed: 5, freeProductsLimit: 5 });
    const { id, feeAmount } = await createListing(
      bed.handle.db,
      bed.files.storage,
      seller.id,
      draft({ ...input, price: "1234567.89" }),
      [],
    );
    expect(feeAmount).toBe("1234.57");
    const [row] = await bed.handle.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ status: "pending_fee", feePaid: false, feeAmount: "1234.57" });
  });

  it("posts free for the owner of a premium shop, without using a free slot", async () => {
    const seller = await bed.make.user({ freeProductsUsed: 5, freeProductsLimit: 5 });
    await bed.make.shop(seller.id, {
      subscriptionActive: true,
      subscriptionPlan: "premium",
      subscriptionEndDate: new Date(Date.now() + 86_400_000),
      freeTrialUsed: true,
    });
    expect((await createListing(bed.handle.db, bed.files.storage, seller.id, draft(input), [])).feeAmount).toBe("0.00");
  });

  it("owes the fee again once the shop's subscription has ended, even before the job has marked it", async () => {
    const seller = await bed.make.user({ freeProductsUsed: 5, freeProductsLimit: 5 });
    await bed.make.shop(seller.id, {
      subscriptionActive: true,
      subscriptionPlan: "trial",
      subscriptionEndDate: new Date(Date.now() - 60_000),
      freeTrialUsed: true,
    });
    await bed.make.shop(seller.id, {
      subscriptionActive: false,
      subscriptionPlan: "premium",
      subscriptionEndDate: new Date(Date.now() - 86_400_000),
      freeTrialUsed: false,
    });
    expect((await createListing(bed.handle.db, bed.files.storage, seller.id, draft(input), [])).feeAmount).toBe(
      "850.00",
    );
  });

  it("gives the last free slot to exactly one of several posts made at the same moment", async () => {
    const seller = await bed.make.user({ freeProductsUsed: 4, freeProductsLimit: 5 });
    // Open every pooled connection first, so the posts really run side by side on a server.
    await Promise.all(Array.from({ length: 4 }, () => bed.handle.db.execute(sql`select pg_sleep(0.05)`)));
    const results = await Promise.all(
      Array.from({ length: 6 }, () => createListing(bed.handle.db, bed.files.storage, seller.id, draft(input), [])),
    );
    expect(results.map((r) => r.feeAmount).sort()).toEqual(["0.00", "850.00", "850.00", "850.00", "850.00", "850.00"]);
    const [after] = await bed.handle.db
      .select({ used: users.freeProductsUsed })
      .from(users)
      .where(eq(users.id, seller.id));
    expect(after?.used).toBe(5);
  });

  it("refuses a sixth photo, a text file named .png, another seller's shop, and leaves no files", async () => {
    const seller = await bed.make.user();
    const small = await tinyPng();
    const six = Array.from({ length: 6 }, (_, n) => ({ name: `p${n}.png`, bytes: small }));
    expect(await failure(createListing(bed.handle.db, bed.files.storage, seller.id, draft(input), six))).toMatchObject({
      title: "Too many images",
      description: "You can upload maximum 5 images.",
    });
    expect(
      await failure(
        createListing(bed.handle.db, bed.files.storage, seller.id, draft(input), [
          { name: "ok.png", bytes: small },
          { name: "notes.png", bytes: new TextEncoder().encode("hello") },
        ]),
      ),
    ).toMatchObject({ description: "notes.png is not a valid image file. Please use JPEG, PNG, or WebP." });
    const other = await bed.make.user();
    const theirShop = await bed.make.shop(other.id);
    await expect(
      createListing(bed.handle.db, bed.files.storage, seller.id, draft({ ...input, shopId: theirShop.id }), [
        { name: "ok.png", bytes: small },
      ]),
    ).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(await filesOf(seller.id)).toEqual([]);
    expect(await bed.handle.db.select().from(listings).where(eq(listings.sellerId, seller.id))).toEqual([]);
  });

  // The probe's line: these answered 503 ("try again") while the profile photo answered 400.
  it("refuses a truncated PNG and a 30000×30000 PNG by name with a 400, after a good photo, leaving no files", async () => {
    const seller = await bed.make.user();
    const cases = [
      { name: "cut-off.png", bytes: await truncatedPng() },
      { name: "bomb.png", bytes: await pixelBombPng() },
    ];
    for (const bad of cases) {
      expect(
        await failure(
          createListing(bed.handle.db, bed.files.storage, seller.id, draft(input), [
            { name: "ok.png", bytes: await tinyPng() },
            bad,
          ]),
        ),
        bad.name,
      ).toEqual({
        code: "invalid_input",
        status: 400,
        title: "Invalid file",
        description: `${bad.name} is not a valid image file. Please use JPEG, PNG, or WebP.`,
      });
    }
    expect(await filesOf(seller.id)).toEqual([]);
    expect(await bed.handle.db.select().from(listings).where(eq(listings.sellerId, seller.id))).toEqual([]);
  });
});
