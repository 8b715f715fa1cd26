import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { queryRows } from "../../db/client";
import { listings, listingViews } from "../../db/schema";
import { pruneListingViews, recordListingView } from "./record-listing-view";

const handle = testDatabase();
const { make } = handle;

const listingViewsCount = async (id: string) =>
  (await handle.db.select({ n: listings.viewsCount }).from(listings).where(eq(listings.id, id)))[0]!.n;

describe("recordListingView", () => {
  it("counts a visitor once per listing per day, however often they look", async () => {
    const seller = await make.user();
    const product = await make.product(seller.id);
    const visitor = { key: "v:11111111-1111-4111-8111-111111111111", userId: null };
    expect(await recordListingView(handle.db, "product", product.id, visitor)).toBe(true);
    expect(await recordListingView(handle.db, "product", product.id, visitor)).toBe(false);
    const reader = await make.user();
    await recordListingView(handle.db, "product", product.id, { key: `u:${reader.id}`, userId: reader.id });
    await recordListingView(handle.db, "product", product.id, { key: `u:${reader.id}`, userId: reader.id });
    expect(await listingViewsCount(product.id)).toBe(2);
  });

  it("does not count the seller looking at their own listing", async () => {
    const seller = await make.user();
    const product = await make.product(seller.id);
    expect(
      await recordListingView(handle.db, "product", product.id, { key: `u:${seller.id}`, userId: seller.id }),
    ).toBe(false);
    expect(await listingViewsCount(product.id)).toBe(0);
  });

  it("counts once when the same visitor opens the page in several tabs at the same moment", async () => {
    const seller = await make.user();
    const product = await make.product(seller.id);
    const visitor = { key: "v:22222222-2222-4222-8222-222222222222", userId: null };
    const counted = await Promise.all(
      Array.from({ length: 6 }, () => recordListingView(handle.db, "product", product.id, visitor)),
    );
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect(await listingViewsCount(product.id)).toBe(1);
  });

  it("counts accommodations too, and a new day counts again", async () => {
    const landlord = await make.user();
    const room = await make.accommodation(landlord.id);
    const visitor = { key: "v:33333333-3333-4333-8333-333333333333", userId: null };
    await recordListingView(handle.db, "accommodation", room.id, visitor);
    // Yesterday's record does not stop today's view.
    await handle.db
      .update(listingViews)
      .set({ day: sql`${listingViews.day} - 1` })
      .where(eq(listingViews.listingId, room.id));
    await recordListingView(handle.db, "accommodation", room.id, visitor);
    expect(await listingViewsCount(room.id)).toBe(2);
  });

  it("prunes view records from before yesterday, keeping the totals", async () => {
    const seller = await make.user();
    const product = await make.product(seller.id);
    await recordListingView(handle.db, "product", product.id, { key: "v:old", userId: null });
    await recordListingView(handle.db, "product", product.id, { key: "v:recent", userId: null });
    await handle.db
      .update(listingViews)
      .set({ day: sql`${listingViews.day} - 3` })
      .where(eq(listingViews.viewerKey, "v:old"));
    await pruneListingViews(handle.db);
    const left = await queryRows<{ viewer_key: string }>(
      handle.db,
      sql`select viewer_key from listing_views where listing_id = ${product.id}`,
    );
    expect(left.map((r) => r.viewer_key)).toEqual(["v:recent"]);
    expect(await listingViewsCount(product.id)).toBe(2);
  });

  it("ignores a listing that does not exist", async () => {
    expect(
      await recordListingView(handle.db, "product", "44444444-4444-4444-8444-444444444444", {
        key: "v:x",
        userId: null,
      }),
    ).toBe(false);
  });

  it("counts a listing only under its own kind", async () => {
    const landlord = await make.user();
    const room = await make.accommodation(landlord.id);
    expect(await recordListingView(handle.db, "product", room.id, { key: "v:wrong-kind", userId: null })).toBe(false);
    expect(await listingViewsCount(room.id)).toBe(0);
  });
});
