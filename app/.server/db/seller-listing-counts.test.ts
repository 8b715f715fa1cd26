import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { getMarketplaceStats } from "../domain/marketplace/get-marketplace-stats";
import { queryRows } from "./client";
import { listings, users } from "./schema";

// seller_listing_counts is kept by a trigger (drizzle/0008_seller-listing-counts.sql); after any
// write it must equal a count of the listings made from scratch.
const handle = testDatabase();
const { make } = handle;

const kept = () =>
  queryRows<{ seller_id: string; kind: string; active: number }>(
    handle.db,
    sql`select seller_id, kind, active from seller_listing_counts where active <> 0 order by 1, 2`,
  );
const recounted = () =>
  queryRows<{ seller_id: string; kind: string; active: number }>(
    handle.db,
    sql`select seller_id, kind, count(*)::int as active from listings where status = 'active' group by 1, 2 order by 1, 2`,
  );

describe("active listing counts per seller", () => {
  it("follow every insert, status change, change of seller and delete, and the home page's tiles follow them", async () => {
    const [asha, juma] = [await make.user({ fullName: "Asha Count" }), await make.user({ fullName: "Juma Count" })];
    const statsBefore = await getMarketplaceStats(handle.db);
    const a1 = await make.product(asha.id, { name: "Kettle" });
    const a2 = await make.product(asha.id, { name: "Iron" });
    const a3 = await make.product(asha.id, { name: "Pending lamp", status: "pending_fee" });
    const r1 = await make.accommodation(juma.id, { title: "Room in Sinza" });
    expect(await kept()).toEqual(await recounted());

    await handle.db.update(listings).set({ status: "sold" }).where(eq(listings.id, a1.id));
    await handle.db.update(listings).set({ status: "active" }).where(eq(listings.id, a3.id));
    await handle.db.update(listings).set({ title: "Iron, steam" }).where(eq(listings.id, a2.id)); // no count change
    await handle.db.update(listings).set({ sellerId: juma.id }).where(eq(listings.id, a2.id));
    await handle.db.update(listings).set({ status: "rented" }).where(eq(listings.id, r1.id));
    await handle.db.delete(listings).where(eq(listings.id, a3.id));
    expect(await kept()).toEqual(await recounted());

    const stats = await getMarketplaceStats(handle.db);
    expect(stats.products).toBe(statsBefore.products + 1); // a2, now Juma's
    expect(stats.accommodations).toBe(statsBefore.accommodations);

    // A suspended seller's listings leave the public count, and come back with the account.
    await handle.db.update(users).set({ banned: true }).where(eq(users.id, juma.id));
    expect((await getMarketplaceStats(handle.db)).products).toBe(statsBefore.products);
    await handle.db.update(users).set({ banned: false }).where(eq(users.id, juma.id));
    expect((await getMarketplaceStats(handle.db)).products).toBe(statsBefore.products + 1);
  });

  it("stay right when one seller's listings change at the same time", async () => {
    const seller = await make.user({ fullName: "Neema Busy" });
    await Promise.all(Array.from({ length: 12 }, (_, n) => make.product(seller.id, { name: `Item ${n}` })));
    const all = await handle.db.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, seller.id));
    await Promise.all(
      all.slice(0, 5).map((l) => handle.db.update(listings).set({ status: "sold" }).where(eq(listings.id, l.id))),
    );
    expect(await kept()).toEqual(await recounted());
  });

  it("are emptied when the listings are truncated", async () => {
    await handle.db.execute(sql`truncate listings cascade`);
    expect(await kept()).toEqual([]);
    const seller = await make.user({ fullName: "Baraka Again" });
    await make.product(seller.id, { name: "First again" });
    expect(await kept()).toEqual(await recounted());
  });
});
