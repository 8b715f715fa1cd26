import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { favorites } from "../../../db/schema";
import { getDashboard } from "./get-dashboard";

const handle = testDatabase();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const make = fixtures(handle.db);
  const me = await make.user({ fullName: "Neema Mwakyusa" });
  const other = await make.user({ fullName: "Juma Said" });
  ids.me = me.id;
  ids.other = other.id;
  const t = (h: number) => new Date(Date.now() - h * 3_600_000);
  const desk = await make.product(me.id, { name: "Desk", viewsCount: 12, createdAt: t(30) });
  await make.product(me.id, { name: "Old lamp", status: "sold", viewsCount: 3, createdAt: t(50) });
  const room = await make.accommodation(me.id, { title: "Room in Sinza", viewsCount: 5, createdAt: t(20) });
  await make.product(other.id, { name: "Someone else's phone", viewsCount: 99 });
  await handle.db.insert(favorites).values([
    { userId: other.id, listingId: desk.id, createdAt: t(2) },
    { userId: other.id, listingId: room.id, createdAt: t(1) },
    { userId: me.id, listingId: desk.id }, // saving your own listing does not count
  ]);
});

describe("getDashboard", () => {
  it("counts only the user's own listings, views and others' favorites", async () => {
    const d = await getDashboard(handle.db, ids.me!);
    expect(d).toMatchObject({
      fullName: "Neema Mwakyusa",
      totalListings: 3,
      activeListings: 2,
      totalViews: 20,
      favoritesOnMyListings: 2,
    });
  });
  it("lists recent real events, newest first", async () => {
    const d = await getDashboard(handle.db, ids.me!);
    expect(d.activity.map((a) => [a.kind, a.title])).toEqual([
      ["favorited_accommodation", "Room in Sinza"],
      ["favorited_product", "Desk"],
      ["listed_accommodation", "Room in Sinza"],
      ["listed_product", "Desk"],
      ["listed_product", "Old lamp"],
    ]);
  });
  it("is empty for a new user", async () => {
    const fresh = await fixtures(handle.db).user();
    expect(await getDashboard(handle.db, fresh.id)).toMatchObject({
      totalListings: 0,
      totalViews: 0,
      favoritesOnMyListings: 0,
      activity: [],
    });
  });
});
