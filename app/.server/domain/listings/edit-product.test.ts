import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pixelBombPng, truncatedPng } from "#tests/fixtures/broken-photos";
import { failure } from "#tests/fixtures/failure";
import { FILES_PER_PHOTO, tinyPng } from "#tests/fixtures/photos";
import { sellingTestbed } from "#tests/fixtures/selling-testbed";
import type { ProductInput } from "~/lib/listings/forms/product";
import { listings } from "../../db/schema";
import { createListing } from "./create-listing";
import { deleteListing } from "./delete-listing";
import { getEditableListing } from "./get-editable-listing";
import { getListing } from "./get-listing";
import { updateListing } from "./update-listing";

const bed = sellingTestbed("edit-product");

const input: ProductInput = { name: "Casio fx-991EX", price: "45000", category: "Electronics", condition: "Like New" };
const draft = (fields: ProductInput) => ({ kind: "product" as const, fields });
const notFound = { code: "not_found", description: "Product not found or you don't have permission to edit it." };
const keep = (
  order: string[],
  more: Partial<{ remove: string[]; files: { name: string; bytes: Uint8Array }[] }> = {},
) => ({ order, remove: [], files: [], ...more });

async function postWithPhotos(sellerId: string, count: number) {
  const images = await Promise.all(
    Array.from({ length: count }, async (_, n) => ({ name: `p${n}.png`, bytes: await tinyPng(`#${n}${n}${n}`) })),
  );
  const { id } = await createListing(bed.handle.db, bed.files.storage, sellerId, draft(input), images);
  return getEditableListing(bed.handle.db, sellerId, "product", id);
}

describe("updateListing of a product", () => {
  it("reorders, removes and adds photos, changes the price, and deletes the dropped files", async () => {
    const seller = await bed.make.user();
    const product = await postWithPhotos(seller.id, 3);
    const [a, b, c] = product.imageUrls as [string, string, string];
    await updateListing(
      bed.handle.db,
      bed.files.storage,
      seller.id,
      product.id,
      draft({ ...input, price: "39999.50" }),
      keep([c, "new", a], { remove: [], files: [{ name: "new.png", bytes: await tinyPng("#f00") }] }),
    );
    const after = await getEditableListing(bed.handle.db, seller.id, "product", product.id);
    expect(after.price).toBe("39999.50");
    expect(after.imageUrls).toHaveLength(3);
    expect(after.imageUrls[0]).toBe(c);
    expect(after.imageUrls[2]).toBe(a);
    expect([a, b, c]).not.toContain(after.imageUrls[1]);
    // b and its card are gone; three photos with their cards remain.
    expect(await bed.files.filesOf("product-images", seller.id)).toHaveLength(3 * FILES_PER_PHOTO);
    expect((await bed.files.filesOf("product-images", seller.id)).some((f) => b.endsWith(f))).toBe(false);
  });

  it("counts the photos already attached toward the limit of 5", async () => {
    const seller = await bed.make.user();
    const product = await postWithPhotos(seller.id, 4);
    const two = [await tinyPng("#010"), await tinyPng("#020")].map((bytes, n) => ({ name: `more${n}.png`, bytes }));
    expect(
      await failure(
        updateListing(
          bed.handle.db,
          bed.files.storage,
          seller.id,
          product.id,
          draft(input),
          keep(product.imageUrls, { files: two }),
        ),
      ),
    ).toMatchObject({
      title: "Too many images",
      description: "You can upload maximum 5 images.",
    });
    expect(await bed.files.filesOf("product-images", seller.id)).toHaveLength(4 * FILES_PER_PHOTO);
  });

  it("refuses a truncated PNG and a 30000×30000 PNG by name with a 400, keeping the listing and its files as they were", async () => {
    const seller = await bed.make.user();
    const product = await postWithPhotos(seller.id, 2);
    for (const bad of [
      { name: "cut-off.png", bytes: await truncatedPng() },
      { name: "bomb.png", bytes: await pixelBombPng() },
    ]) {
      const files = [{ name: "fine.png", bytes: await tinyPng("#0f0") }, bad];
      expect(
        await failure(
          updateListing(
            bed.handle.db,
            bed.files.storage,
            seller.id,
            product.id,
            draft(input),
            keep([...product.imageUrls, "new", "new"], { files }),
          ),
        ),
        bad.name,
      ).toMatchObject({
        code: "invalid_input",
        status: 400,
        description: `${bad.name} is not a valid image file. Please use JPEG, PNG, or WebP.`,
      });
    }
    expect(await bed.files.filesOf("product-images", seller.id)).toHaveLength(2 * FILES_PER_PHOTO);
    expect((await getEditableListing(bed.handle.db, seller.id, "product", product.id)).imageUrls).toEqual(
      product.imageUrls,
    );
  });

  it("refuses a save from a page loaded before the photos changed, rather than dropping the new ones", async () => {
    const seller = await bed.make.user();
    const product = await postWithPhotos(seller.id, 2);
    const staleView = [product.imageUrls[0]!];
    expect(
      await failure(
        updateListing(bed.handle.db, bed.files.storage, seller.id, product.id, draft(input), {
          order: staleView,
          remove: [],
          files: [{ name: "x.png", bytes: await tinyPng() }],
          loaded: staleView,
        }),
      ),
    ).toMatchObject({
      code: "conflict",
      description: "This listing's photos changed while you were editing. Please reload the page and try again.",
    });
    expect((await getEditableListing(bed.handle.db, seller.id, "product", product.id)).imageUrls).toEqual(
      product.imageUrls,
    );
    expect(await bed.files.filesOf("product-images", seller.id)).toHaveLength(2 * FILES_PER_PHOTO);
  });

  it("refuses a photo URL that belongs to another listing", async () => {
    const seller = await bed.make.user();
    const mine = await postWithPhotos(seller.id, 1);
    const other = await postWithPhotos((await bed.make.user()).id, 1);
    await expect(
      updateListing(bed.handle.db, bed.files.storage, seller.id, mine.id, draft(input), keep([other.imageUrls[0]!])),
    ).rejects.toMatchObject({ code: "invalid_input" });
    expect((await getEditableListing(bed.handle.db, seller.id, "product", mine.id)).imageUrls).toEqual(mine.imageUrls);
  });

  it("refuses another seller's edit in the domain function, and stores none of their files", async () => {
    const seller = await bed.make.user();
    const product = await postWithPhotos(seller.id, 1);
    const intruder = await bed.make.user();
    const attempt = updateListing(
      bed.handle.db,
      bed.files.storage,
      intruder.id,
      product.id,
      draft({ ...input, price: "1" }),
      keep([], { files: [{ name: "x.png", bytes: await tinyPng() }] }),
    );
    expect(await failure(attempt)).toMatchObject(notFound);
    expect(await failure(getEditableListing(bed.handle.db, intruder.id, "product", product.id))).toMatchObject(
      notFound,
    );
    expect((await getEditableListing(bed.handle.db, seller.id, "product", product.id)).price).toBe("45000.00");
    expect(await bed.files.filesOf("product-images", intruder.id)).toEqual([]);
    expect(
      await failure(updateListing(bed.handle.db, bed.files.storage, seller.id, "not-a-uuid", draft(input), keep([]))),
    ).toMatchObject(notFound);
  });

  it("makes an owed fee follow the new price, keeps a listing posted free free within its slot, and charges a raised price's higher fee", async () => {
    const seller = await bed.make.user({ freeProductsUsed: 4, freeProductsLimit: 5 });
    const free = await createListing(
      bed.handle.db,
      bed.files.storage,
      seller.id,
      draft({ ...input, price: "1000" }),
      [],
    );
    await updateListing(
      bed.handle.db,
      bed.files.storage,
      seller.id,
      free.id,
      draft({ ...input, price: "1500" }),
      keep([]),
    );
    expect(await getEditableListing(bed.handle.db, seller.id, "product", free.id)).toMatchObject({
      status: "active",
      feeAmount: "0.00",
      feePaid: true,
    });

    const { id } = await createListing(
      bed.handle.db,
      bed.files.storage,
      seller.id,
      draft({ ...input, price: "100000" }),
      [],
    );
    expect(await getEditableListing(bed.handle.db, seller.id, "product", id)).toMatchObject({
      status: "pending_fee",
      feeAmount: "100.00",
      feePaid: false,
    });
    await updateListing(
      bed.handle.db,
      bed.files.storage,
      seller.id,
      id,
      draft({ ...input, price: "250000" }),
      keep([]),
    );
    expect(await getEditableListing(bed.handle.db, seller.id, "product", id)).toMatchObject({
      status: "pending_fee",
      feeAmount: "250.00",
      feePaid: false,
    });
    // Down to a price whose fee rounds to nothing: it goes live...
    await updateListing(bed.handle.db, bed.files.storage, seller.id, id, draft({ ...input, price: "4" }), keep([]));
    expect(await getEditableListing(bed.handle.db, seller.id, "product", id)).toMatchObject({
      status: "active",
      feeAmount: "0.00",
      feePaid: true,
    });
    // ...but raising the price again owes the fee: no way round it.
    await updateListing(
      bed.handle.db,
      bed.files.storage,
      seller.id,
      id,
      draft({ ...input, price: "1000000" }),
      keep([]),
    );
    expect(await getEditableListing(bed.handle.db, seller.id, "product", id)).toMatchObject({
      status: "pending_fee",
      feeAmount: "1000.00",
      feePaid: false,
    });
  });

  it("refuses to list under another seller's shop", async () => {
    const seller = await bed.make.user();
    const product = await postWithPhotos(seller.id, 0);
    const theirShop = await bed.make.shop((await bed.make.user()).id);
    await expect(
      updateListing(
        bed.handle.db,
        bed.files.storage,
        seller.id,
        product.id,
        draft({ ...input, shopId: theirShop.id }),
        keep([]),
      ),
    ).rejects.toMatchObject({ code: "forbidden" });
    const myShop = await bed.make.shop(seller.id);
    await updateListing(
      bed.handle.db,
      bed.files.storage,
      seller.id,
      product.id,
      draft({ ...input, shopId: myShop.id }),
      keep([]),
    );
    expect((await getEditableListing(bed.handle.db, seller.id, "product", product.id)).shopId).toBe(myShop.id);
  });
});

describe("getListing of a product for the seller", () => {
  it("shows a seller their own pending product, and nobody else", async () => {
    const seller = await bed.make.user();
    const pending = await bed.make.product(seller.id, { status: "pending_fee", feePaid: false, feeAmount: "45" });
    await expect(getListing(bed.handle.db, "product", pending.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(getListing(bed.handle.db, "product", pending.id, (await bed.make.user()).id)).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await getListing(bed.handle.db, "product", pending.id, seller.id)).toMatchObject({
      id: pending.id,
      status: "pending_fee",
    });
  });
});

describe("deleteListing of a product", () => {
  it("refuses another seller, then deletes the seller's own product and its photos", async () => {
    const seller = await bed.make.user();
    const product = await postWithPhotos(seller.id, 2);
    const intruder = await bed.make.user();
    expect(
      await failure(deleteListing(bed.handle.db, bed.files.storage, intruder.id, "product", product.id)),
    ).toMatchObject(notFound);
    expect(await bed.files.filesOf("product-images", seller.id)).toHaveLength(2 * FILES_PER_PHOTO);
    await deleteListing(bed.handle.db, bed.files.storage, seller.id, "product", product.id);
    expect(await bed.handle.db.select().from(listings).where(eq(listings.id, product.id))).toEqual([]);
    expect(await bed.files.filesOf("product-images", seller.id)).toEqual([]);
    expect(
      await failure(deleteListing(bed.handle.db, bed.files.storage, seller.id, "product", product.id)),
    ).toMatchObject(notFound);
  });
});
