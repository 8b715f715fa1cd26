import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { users } from "../../db/schema";
import { countSitemapPages, listSitemapEntries } from "./list-sitemap-entries";

const handle = testDatabase();

describe("what the sitemap lists", () => {
  it("lists publicly listed products, places and shops, and nothing else: no people, nothing pending, sold, expired or hidden, nothing of a suspended account", async () => {
    const make = fixtures(handle.db);
    const seller = (await make.user({ whatsappNumber: "0754999888" })).id;
    const suspended = (await make.user()).id;
    const product = await make.product(seller);
    const place = await make.accommodation(seller);
    const shop = await make.shop(seller);
    const hiddenOnes = await Promise.all([
      make.product(seller, { status: "pending_fee", feePaid: false }),
      make.product(seller, { status: "sold" }),
      make.product(seller, { status: "expired" }),
      make.product(seller, { status: "hidden" }),
    ]);
    const ofSuspended = await make.product(suspended);
    const shopOfSuspended = await make.shop(suspended);
    await handle.db.update(users).set({ banned: true, banExpires: null }).where(eq(users.id, suspended));

    const entries = await listSitemapEntries(handle.db, 1);
    const paths = entries.map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([`/products/${product.id}`, `/accommodations/${place.id}`, `/shops/${shop.id}`]),
    );
    for (const listing of [...hiddenOnes, ofSuspended]) expect(paths).not.toContain(`/products/${listing.id}`);
    expect(paths).not.toContain(`/shops/${shopOfSuspended.id}`);
    expect(paths.some((path) => path.startsWith("/user"))).toBe(false);
    expect(JSON.stringify(entries)).not.toContain("0754999888");
    expect(
      entries.every((entry) => entry.lastModified instanceof Date && !Number.isNaN(entry.lastModified.getTime())),
    ).toBe(true);
    expect(await countSitemapPages(handle.db)).toBe(1);
    expect(await listSitemapEntries(handle.db, 2)).toEqual([]);
  });
});
