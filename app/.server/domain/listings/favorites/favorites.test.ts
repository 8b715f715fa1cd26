import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { listings } from "../../../db/schema";
import { listFavoriteIds } from "./list-favorite-ids";
import { listFavorites } from "./list-favorites";
import { toggleFavorite } from "./toggle-favorite";

const handle = testDatabase();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const make = fixtures(handle.db);
  const asha = await make.user();
  const juma = await make.user();
  const seller = await make.user({ fullName: "Seller" });
  Object.assign(ids, {
    asha: asha.id,
    juma: juma.id,
    product: (await make.product(seller.id, { name: "Desk" })).id,
    accommodation: (await make.accommodation(seller.id, { title: "Room" })).id,
    shop: (await make.shop(seller.id, { name: "Print shop" })).id,
  });
});

describe("favorites", () => {
  it("saves and unsaves products, accommodations and shops for the acting user", async () => {
    expect(await toggleFavorite(handle.db, ids.asha!, "product", ids.product!)).toEqual({ favorited: true });
    expect(await toggleFavorite(handle.db, ids.asha!, "accommodation", ids.accommodation!)).toEqual({
      favorited: true,
    });
    expect(await toggleFavorite(handle.db, ids.asha!, "shop", ids.shop!)).toEqual({ favorited: true });
    expect(await listFavoriteIds(handle.db, ids.asha!)).toEqual({
      products: [ids.product],
      accommodations: [ids.accommodation],
      shops: [ids.shop],
    });
    const mine = await listFavorites(handle.db, ids.asha!);
    expect([mine.products[0]?.title, mine.accommodations[0]?.title, mine.shops[0]?.name]).toEqual([
      "Desk",
      "Room",
      "Print shop",
    ]);
    expect(await toggleFavorite(handle.db, ids.asha!, "shop", ids.shop!)).toEqual({ favorited: false });
    expect((await listFavoriteIds(handle.db, ids.asha!)).shops).toEqual([]);
  });

  it("never touches another user's favorites", async () => {
    await toggleFavorite(handle.db, ids.juma!, "product", ids.product!); // Juma saves the desk
    await toggleFavorite(handle.db, ids.juma!, "product", ids.product!); // and unsaves it
    expect((await listFavoriteIds(handle.db, ids.asha!)).products).toEqual([ids.product]); // Asha's stays
    expect((await listFavoriteIds(handle.db, ids.juma!)).products).toEqual([]);
  });

  it("refuses items that do not exist", async () => {
    await expect(
      toggleFavorite(handle.db, ids.asha!, "product", "00000000-0000-4000-8000-000000000000"),
    ).rejects.toMatchObject({ status: 404 });
    await expect(toggleFavorite(handle.db, ids.asha!, "shop", "not-an-id")).rejects.toMatchObject({ status: 404 });
  });

  it("a heart of one kind never unsaves a listing of another kind with that id", async () => {
    expect((await listFavoriteIds(handle.db, ids.asha!)).accommodations).toEqual([ids.accommodation]);
    // The accommodation's id sent as a product: not a product, so nothing of Asha's is removed.
    await expect(toggleFavorite(handle.db, ids.asha!, "product", ids.accommodation!)).rejects.toMatchObject({
      status: 404,
    });
    expect((await listFavoriteIds(handle.db, ids.asha!)).accommodations).toEqual([ids.accommodation]);
  });

  it("refuses a listing the public cannot see, and drops a saved one that stops being public", async () => {
    const make = fixtures(handle.db);
    const seller = await make.user();
    const pending = await make.product(seller.id, {
      name: "Pending desk",
      status: "pending_fee",
      feePaid: false,
      feeAmount: "10",
    });
    await expect(toggleFavorite(handle.db, ids.asha!, "product", pending.id)).rejects.toMatchObject({ status: 404 });
    const room = await make.accommodation(seller.id, { title: "Room soon rented" });
    await toggleFavorite(handle.db, ids.asha!, "accommodation", room.id);
    expect((await listFavorites(handle.db, ids.asha!)).accommodations.map((a) => a.title)).toContain(
      "Room soon rented",
    );
    await handle.db.update(listings).set({ status: "rented" }).where(eq(listings.id, room.id));
    expect((await listFavorites(handle.db, ids.asha!)).accommodations.map((a) => a.title)).not.toContain(
      "Room soon rented",
    );
  });
});
