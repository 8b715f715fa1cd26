import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { users } from "../../db/schema";
import { getListing } from "../listings/get-listing";
import { listListings } from "../listings/list-listings";
import { listNewestListings } from "../listings/list-newest-listings";
import { getMarketplaceStats } from "../marketplace/get-marketplace-stats";
import { getSellerProfile } from "./get-seller-profile";
import { listSellers } from "./list-sellers";

const handle = testDatabase();
const { make } = handle;

describe("a suspended seller", () => {
  it("disappears from every public page with their listings, and comes back when the suspension is lifted", async () => {
    const seller = await make.user({ fullName: "Suspended Sam" });
    const product = await make.product(seller.id, { name: "Suspicious phone" });
    const room = await make.accommodation(seller.id, { title: "Suspicious room" });
    const visible = async () => ({
      list: (await listListings(handle.db, "product", { page: 1 })).items.some((p) => p.id === product.id),
      search: (await listListings(handle.db, "product", { page: 1, q: "Suspicious" })).items.some(
        (p) => p.id === product.id,
      ),
      newest: (await listNewestListings(handle.db, "product")).some((p) => p.id === product.id),
      detail: await getListing(handle.db, "product", product.id).then(
        () => true,
        () => false,
      ),
      rooms: (await listListings(handle.db, "accommodation", { page: 1 })).items.some((a) => a.id === room.id),
      room: await getListing(handle.db, "accommodation", room.id).then(
        () => true,
        () => false,
      ),
      directory: (await listSellers(handle.db, { pages: 1 })).sellers.some((s) => s.id === seller.id),
      profile: await getSellerProfile(handle.db, seller.id).then(
        () => true,
        () => false,
      ),
    });
    const all = {
      list: true,
      search: true,
      newest: true,
      detail: true,
      rooms: true,
      room: true,
      directory: true,
      profile: true,
    };
    expect(await visible()).toEqual(all);
    const before = await getMarketplaceStats(handle.db);

    await handle.db.update(users).set({ banned: true }).where(eq(users.id, seller.id));
    expect(await visible()).toEqual(Object.fromEntries(Object.keys(all).map((k) => [k, false])));
    const during = await getMarketplaceStats(handle.db);
    expect(during.products).toBe(before.products - 1);
    expect(during.accommodations).toBe(before.accommodations - 1);

    await handle.db.update(users).set({ banned: false }).where(eq(users.id, seller.id));
    expect(await visible()).toEqual(all);
  });
});
