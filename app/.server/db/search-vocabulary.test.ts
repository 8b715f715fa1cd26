import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { queryRows } from "./client";
import { listings, shops, users } from "./schema";

// search_vocabulary is kept by triggers (drizzle/0005_search-vocabulary.sql, 0007_listing-kernel.sql); after any write it
// must equal a count made from scratch, or search would offer corrections that find nothing.
const handle = testDatabase();
const { make } = handle;

type Counts = Record<string, number>;

async function kept(kind: string): Promise<Counts> {
  const rows = await queryRows<{ word: string; listings: number }>(
    handle.db,
    sql`select word, listings from search_vocabulary where kind = ${kind} and listings <> 0 order by word`,
  );
  return Object.fromEntries(rows.map((r) => [r.word, r.listings]));
}

async function recounted(kind: "product" | "accommodation" | "shop"): Promise<Counts> {
  const rows = await queryRows<{ word: string; listings: number }>(
    handle.db,
    kind === "shop"
      ? sql`select word, count(*)::int as listings from shops, unnest(tsvector_to_array(search)) as word
          where word ~ '^[a-z]{4,30}$' group by word order by word`
      : sql`select word, count(*)::int as listings from listings, unnest(tsvector_to_array(search)) as word
          where kind = ${kind} and word ~ '^[a-z]{4,30}$' group by word order by word`,
  );
  return Object.fromEntries(rows.map((r) => [r.word, r.listings]));
}

describe("search vocabulary", () => {
  it("counts the words of inserted, edited and deleted listings, and nothing else", async () => {
    const seller = await make.user();
    const dell = await make.product(seller.id, { name: "Dell laptop i5", description: "Charger included, 8GB" });
    await make.product(seller.id, { name: "HP laptop", description: "No charger" });
    expect(await kept("product")).toEqual({ charger: 2, dell: 1, included: 1, laptop: 2 });

    await handle.db.update(listings).set({ title: "Dell notebook i5" }).where(eq(listings.id, dell.id));
    await handle.db.update(listings).set({ viewsCount: 7, status: "sold" }).where(eq(listings.id, dell.id));
    expect(await kept("product")).toEqual({ charger: 2, dell: 1, included: 1, laptop: 1, notebook: 1 });

    await handle.db.delete(listings).where(eq(listings.id, dell.id));
    expect(await kept("product")).toEqual({ charger: 1, laptop: 1 });
    expect(await kept("product")).toEqual(await recounted("product"));
  });

  it("follows bulk writes, deletes that cascade from a user, and truncation", async () => {
    const seller = await make.user();
    const other = await make.user();
    await handle.db.insert(listings).values(
      ["Foam mattress", "Kitanda cha mbao", "Scientific calculator", "Tecno phone"].map((title) => ({
        kind: "product",
        title,
        price: "1000",
        category: "Other",
        sellerId: seller.id,
      })),
    );
    await make.accommodation(seller.id, { title: "Hostel bed space", location: "Sinza" });
    await make.accommodation(other.id, { title: "Hostel room", location: "Mabibo" });
    await make.shop(seller.id, { name: "Tecno phone repairs", location: "Mlimani City" });
    await handle.db
      .update(listings)
      .set({ description: "Bei nafuu" })
      .where(and(eq(listings.kind, "product"), eq(listings.sellerId, seller.id)));
    for (const kind of ["product", "accommodation", "shop"] as const)
      expect(await kept(kind)).toEqual(await recounted(kind));

    await handle.db.delete(users).where(eq(users.id, seller.id));
    expect(await kept("accommodation")).toEqual({ hostel: 1, mabibo: 1, room: 1 });
    for (const kind of ["product", "accommodation", "shop"] as const)
      expect(await kept(kind)).toEqual(await recounted(kind));

    await handle.db.execute(sql`truncate ${listings}, ${shops} cascade`);
    expect([await kept("product"), await kept("accommodation"), await kept("shop")]).toEqual([{}, {}, {}]);
  });
});
