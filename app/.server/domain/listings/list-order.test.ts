import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { listListings } from "./list-listings";
import { listNewestListings } from "./list-newest-listings";

// docs/product.md#lists: lists that answer the question: how many, in which order, where, and not the
// viewer's own listings.
const handle = testDatabase();
let near: { id: string; shortName: string };
let far: { id: string; shortName: string };
let middle: { id: string };
let viewer: { id: string };
let other: { id: string };

beforeAll(async () => {
  const make = fixtures(handle.db);
  // Dar es Salaam, Morogoro (about 170 km) and Dodoma (about 400 km).
  near = await make.campus({ shortName: "UDSM-T", latitude: -6.78, longitude: 39.2 });
  middle = await make.campus({ shortName: "SUA-T", latitude: -6.85, longitude: 37.66 });
  far = await make.campus({ shortName: "UDOM-T", latitude: -6.17, longitude: 35.75 });
  viewer = await make.user({ campusId: near.id });
  other = await make.user({ campusId: far.id });
  const midSeller = await make.user({ campusId: middle.id });
  const t = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const product = (sellerId: string, name: string, price: number, minutesAgo: number, description = "Works well") =>
    make.product(sellerId, { name, description, price: String(price), createdAt: t(minutesAgo) });
  // "laptop" in the title versus only in the description, all under 500,000; the cheap ones are newest.
  await product(other.id, "Dell laptop Latitude 5490", 450_000, 50);
  await product(other.id, "HP EliteBook laptop 840", 480_000, 40);
  await product(midSeller.id, "HDMI cable 2 m", 8_000, 5, "Connects a laptop to a TV or projector");
  await product(other.id, "Battery pack 20000mAh", 35_000, 3, "Charges phones and a USB-C laptop");
  await product(midSeller.id, "Lenovo laptop ThinkPad", 900_000, 30);
  await product(other.id, "Desk lamp", 15_000, 20);
  // The viewer's own listings: never in their browsing.
  await product(viewer.id, "My own laptop for sale", 300_000, 1);
  await make.accommodation(viewer.id, { title: "My own room", price: "70000", createdAt: t(1) });
  await make.accommodation(other.id, {
    title: "Room near UDOM",
    price: "60000",
    location: "Chimwaga",
    createdAt: t(10),
  });
});

const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

describe("title matches before description matches", () => {
  it("ranks listings with 'laptop' in the title above a cable and a battery that only mention laptops", async () => {
    const page = await listListings(handle.db, "product", {
      q: "laptop",
      maxPrice: 500_000,
      page: 1,
      viewerId: viewer.id,
    });
    expect(page.sort).toBe("relevance");
    expect(titles(page)).toEqual([
      "HP EliteBook laptop 840",
      "Dell laptop Latitude 5490",
      "Battery pack 20000mAh",
      "HDMI cable 2 m",
    ]);
    expect(page.total).toBe(4);
  });

  it("lets an explicit sort win over relevance", async () => {
    const newest = await listListings(handle.db, "product", {
      q: "laptop",
      maxPrice: 500_000,
      sort: "newest",
      page: 1,
      viewerId: viewer.id,
    });
    expect(titles(newest)).toEqual([
      "Battery pack 20000mAh",
      "HDMI cable 2 m",
      "HP EliteBook laptop 840",
      "Dell laptop Latitude 5490",
    ]);
    const cheapest = await listListings(handle.db, "product", {
      q: "laptop",
      sort: "price_asc",
      page: 1,
      viewerId: viewer.id,
    });
    expect(titles(cheapest)).toEqual([
      "HDMI cable 2 m",
      "Battery pack 20000mAh",
      "Dell laptop Latitude 5490",
      "HP EliteBook laptop 840",
      "Lenovo laptop ThinkPad",
    ]);
  });

  it("counts every match across pages", async () => {
    const first = await listListings(handle.db, "product", { q: "laptop", page: 1, pageSize: 2, viewerId: viewer.id });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(5);
    const past = await listListings(handle.db, "product", { q: "laptop", page: 9, pageSize: 2, viewerId: viewer.id });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(5);
  });
});

describe("sort orders and the count", () => {
  it("is newest first by default, with the exact count over every page", async () => {
    const page = await listListings(handle.db, "product", { page: 1, pageSize: 4, viewerId: viewer.id });
    expect(page.sort).toBe("newest");
    expect(titles(page)).toEqual(["Battery pack 20000mAh", "HDMI cable 2 m", "Desk lamp", "Lenovo laptop ThinkPad"]);
    expect(page.total).toBe(6);
    expect(page.hasMore).toBe(true);
  });

  it("sorts by price both ways", async () => {
    const up = await listListings(handle.db, "product", { sort: "price_asc", page: 1, viewerId: viewer.id });
    expect(up.items.map((item) => Number(item.price))).toEqual([8_000, 15_000, 35_000, 450_000, 480_000, 900_000]);
    const down = await listListings(handle.db, "product", {
      sort: "price_desc",
      page: 1,
      pageSize: 2,
      viewerId: viewer.id,
    });
    expect(down.items.map((item) => Number(item.price))).toEqual([900_000, 480_000]);
    expect(down.total).toBe(6);
    // Narrowed by the listing's own columns, the count is of those only.
    const cheap = await listListings(handle.db, "product", {
      sort: "price_desc",
      maxPrice: 40_000,
      page: 1,
      pageSize: 2,
      viewerId: viewer.id,
    });
    expect(cheap.items.map((item) => Number(item.price))).toEqual([35_000, 15_000]);
    expect(cheap.total).toBe(3);
  });

  it("sorts nearest first from the visitor's campus or the student's own, and falls back to newest without one", async () => {
    const fromViewer = await listListings(handle.db, "product", { sort: "nearest", page: 1, viewerId: viewer.id });
    expect(fromViewer.sort).toBe("nearest");
    // Morogoro's seller (newest first among them) before Dodoma's.
    expect(titles(fromViewer).slice(0, 2)).toEqual(["HDMI cable 2 m", "Lenovo laptop ThinkPad"]);
    const fromFar = await listListings(handle.db, "product", { sort: "nearest", page: 1, nearCampusId: far.id });
    expect(titles(fromFar).slice(-3)).toEqual(["HDMI cable 2 m", "Lenovo laptop ThinkPad", "My own laptop for sale"]);
    const searched = await listListings(handle.db, "product", {
      q: "laptop",
      sort: "nearest",
      page: 1,
      nearCampusId: near.id,
    });
    expect(titles(searched).slice(0, 3)).toEqual([
      "My own laptop for sale",
      "HDMI cable 2 m",
      "Lenovo laptop ThinkPad",
    ]);
    const nowhere = await listListings(handle.db, "product", { sort: "nearest", page: 1 });
    expect(nowhere.sort).toBe("newest");
    expect(titles(nowhere)[0]).toBe("My own laptop for sale");
  });

  it("gives each card its seller's campus", async () => {
    const page = await listListings(handle.db, "accommodation", { page: 1 });
    expect(page.items.find((item) => item.title === "Room near UDOM")?.campusShortName).toBe(far.shortName);
    expect(page.items.find((item) => item.title === "My own room")?.campusShortName).toBe(near.shortName);
  });
});

describe("a student's own listings", () => {
  it("are left out of their lists and home strips, not anyone else's", async () => {
    expect(titles(await listListings(handle.db, "product", { page: 1, viewerId: viewer.id }))).not.toContain(
      "My own laptop for sale",
    );
    expect(
      titles(await listListings(handle.db, "product", { q: "laptop", page: 1, viewerId: viewer.id })),
    ).not.toContain("My own laptop for sale");
    expect(titles(await listListings(handle.db, "accommodation", { page: 1, viewerId: viewer.id }))).toEqual([
      "Room near UDOM",
    ]);
    expect((await listNewestListings(handle.db, "product", 12, viewer.id)).map((p) => p.title)).not.toContain(
      "My own laptop for sale",
    );
    expect(titles(await listListings(handle.db, "product", { page: 1, viewerId: other.id }))).toContain(
      "My own laptop for sale",
    );
    expect(titles(await listListings(handle.db, "product", { page: 1 }))).toContain("My own laptop for sale");
    expect((await listNewestListings(handle.db, "product", 12)).map((p) => p.title)).toContain(
      "My own laptop for sale",
    );
  });
});
