import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { listListings } from "../../domain/listings/list-listings";
import { listShops } from "../../domain/shops/list-shops";

// Typo tolerance across the three searchable lists: one edit per word of 4+ letters, on the
// first page only, always after the exact matches.
const handle = testDatabase();

beforeAll(async () => {
  const make = fixtures(handle.db);
  const seller = await make.user();
  const t = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const product = (name: string, description: string, minutesAgo: number) =>
    make.product(seller.id, { name, description, createdAt: t(minutesAgo) });
  // The exact matches for "labtop" and "matress" are the oldest: rank, not age, puts them first.
  await product("Labtop stand, aluminium", "Raises the screen", 90);
  await product("Matress cover, washable", "Zip all round", 100);
  await product("Dell laptop Latitude 5490, Core i5", "8GB RAM, charger included", 30);
  await product("HP laptop 840 G5", "Works well, fast SSD", 10);
  await product("Tecno phone Spark 10", "Dual SIM, 64GB", 20);
  await product("Foam mattress 3.5 x 6", "Firm, no stains", 40);
  await product("Double bed 4x6", "Comes with a mattress", 45);
  await product("Scientific calculator Casio fx-991ES", "Allowed in exams", 50);
  await product("Kitanda cha 4x6", "Mbao ngumu, bila godoro", 60);
  // Noise: near in letters, but not one edit from any search below.
  await product("Core i7 desktop", "Tower only", 70);
  await product("School bag", "Two pockets", 80);
  await product("Calculus textbook", "Stewart, 8th edition", 85);
  await product("Samsung Galaxy A14", "Cracked back cover", 5);
  await make.product(seller.id, {
    name: "Laptop charger",
    description: "Sold already",
    status: "sold",
    createdAt: t(1),
  });

  await make.accommodation(seller.id, {
    title: "Self-contained room",
    description: "Tiled floor, mattress included",
    location: "Mabibo",
    createdAt: t(5),
  });
  await make.accommodation(seller.id, {
    title: "Hostel bed space",
    description: "Shared kitchen",
    location: "Sinza",
    createdAt: t(10),
  });
  await make.accommodation(seller.id, {
    title: "Two bedroom apartment",
    description: "Water tank",
    location: "Mikocheni",
    createdAt: t(15),
  });

  await make.shop(seller.id, { name: "Tecno phone repairs", description: "Screens and batteries", createdAt: t(5) });
  await make.shop(seller.id, {
    name: "Mlimani Stationery",
    description: "Calculator hire and printing",
    createdAt: t(10),
  });
  await make.shop(seller.id, { name: "Mama Lishe Corner", description: "Lunch and chai", createdAt: t(15) });
});

const products = async (q: string, page = 1, pageSize?: number) =>
  (await listListings(handle.db, "product", { page, q, pageSize })).items.map((p) => p.title);

describe("typo-tolerant product search", () => {
  it("finds a one-letter substitution, after the exact matches however old they are", async () => {
    expect(await products("labtop")).toEqual([
      "Labtop stand, aluminium",
      "HP laptop 840 G5",
      "Dell laptop Latitude 5490, Core i5",
    ]);
  });

  it("finds two swapped letters", async () => {
    expect(await products("phnoe")).toEqual(["Tecno phone Spark 10"]);
  });

  it("finds a missing letter in titles and descriptions; a misspelt listing hides no correct one", async () => {
    // "mattress" brings its synonym "godoro": the Kiswahili bed says "bila godoro".
    expect(await products("matress")).toEqual([
      "Matress cover, washable",
      "Foam mattress 3.5 x 6",
      "Double bed 4x6",
      "Kitanda cha 4x6",
    ]);
  });

  it("finds a wrong letter in a long word", async () => {
    expect(await products("calculater")).toEqual(["Scientific calculator Casio fx-991ES"]);
  });

  it("corrects Kiswahili words from the listings' own words, and a correction brings its synonyms", async () => {
    expect(await products("kitnda")).toEqual(["Double bed 4x6", "Kitanda cha 4x6"]);
    expect(await products("godro")).toEqual(["Foam mattress 3.5 x 6", "Double bed 4x6", "Kitanda cha 4x6"]);
  });

  it("corrects each word of a several-word search, fewest corrections first", async () => {
    // "dell" is also one edit from "well" (HP's description), so HP comes too, but after Dell.
    expect(await products("dell labtop")).toEqual(["Dell laptop Latitude 5490, Core i5", "HP laptop 840 G5"]);
    expect(await products("labtop i5")).toEqual(["Dell laptop Latitude 5490, Core i5"]);
  });

  it("does not correct numbers, models or words of fewer than 4 letters", async () => {
    expect(await products("i5")).toEqual(["Dell laptop Latitude 5490, Core i5"]);
    expect(await products("i6")).toEqual([]);
    expect(await products("bga")).toEqual([]);
    expect(await products("labtop i6")).toEqual([]);
  });

  it("shows typo matches only on a first page the exact matches leave short", async () => {
    expect(await products("labtop", 1, 1)).toEqual(["Labtop stand, aluminium"]);
    expect(await products("labtop", 2, 1)).toEqual([]);
    // Correctly spelt, the misspelt listing is the one one edit away.
    expect(await products("laptop")).toEqual([
      "HP laptop 840 G5",
      "Dell laptop Latitude 5490, Core i5",
      "Labtop stand, aluminium",
    ]);
    expect(await products("laptop", 1, 2)).toEqual(["HP laptop 840 G5", "Dell laptop Latitude 5490, Core i5"]);
  });
});

describe("typo-tolerant accommodation and shop search", () => {
  const rooms = async (q: string) =>
    (await listListings(handle.db, "accommodation", { page: 1, q })).items.map((a) => a.title);
  const shops = async (q: string) => (await listShops(handle.db, { page: 1, q })).items.map((s) => s.name);

  it("corrects words of the title, description and location", async () => {
    expect(await rooms("matress")).toEqual(["Self-contained room"]);
    expect(await rooms("hostle")).toEqual(["Hostel bed space"]);
    expect(await rooms("snza")).toEqual(["Hostel bed space"]);
    expect(await rooms("phnoe")).toEqual([]);
  });

  it("corrects shop names and descriptions", async () => {
    expect(await shops("phnoe")).toEqual(["Tecno phone repairs"]);
    expect(await shops("calculater")).toEqual(["Mlimani Stationery"]);
    expect(await shops("matress")).toEqual([]);
  });
});
