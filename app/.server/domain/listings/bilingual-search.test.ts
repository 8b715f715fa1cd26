import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { listShops } from "../shops/list-shops";
import { listListings } from "./list-listings";

// Students search in the language they think in, and listings are written in either (decision 0002).
const handle = testDatabase();

beforeAll(async () => {
  const make = fixtures(handle.db);
  const seller = await make.user();
  const t = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const product = (name: string, description: string, minutesAgo: number) =>
    make.product(seller.id, { name, description, createdAt: t(minutesAgo) });
  await product("Simu Tecno Spark 10", "Nzuri sana, ina chaja", 5);
  await product("Samsung phone A14", "Cracked back cover", 10);
  await product("Godoro la futi 6", "Tanfoam, halina madoa", 15);
  await product("Foam mattress 3.5 x 6", "Firm, no stains", 20);
  await product("Kitanda cha mbao", "Futi 4 kwa 6", 25);
  await product("Study desk with drawer", "Mninga wood", 30);
  // Words that hold a group's word inside a longer one: a synonym is matched whole, never inside.
  await product("Simulation notes, year two", "Printed", 35);
  await product("Desktop tower Core i7", "No screen", 40);
  await product("Double-decker bedframe", "Metal", 45);

  const room = (title: string, description: string, minutesAgo: number) =>
    make.accommodation(seller.id, { title, description, createdAt: t(minutesAgo) });
  await room("Chumba kimoja Mabibo", "Maji na umeme muda wote", 5);
  await room("Self-contained room, Sinza", "Tiled floor", 10);
  await room("Two bedroom apartment", "Water tank, parking", 15);

  await make.shop(seller.id, { name: "Tecno phone repairs", description: "Screens and batteries", createdAt: t(5) });
  await make.shop(seller.id, { name: "Mama Lishe", description: "Chakula cha mchana na chai", createdAt: t(10) });
});

const products = async (q: string) =>
  (await listListings(handle.db, "product", { page: 1, q })).items.map((p) => p.title);
const rooms = async (q: string) =>
  (await listListings(handle.db, "accommodation", { page: 1, q })).items.map((a) => a.title);
const shops = async (q: string) => (await listShops(handle.db, { page: 1, q })).items.map((s) => s.name);

describe("searching products in Kiswahili and English", () => {
  it("finds a listing written in the other language, both ways, newest first", async () => {
    expect(await products("smartphones")).toEqual(["Simu Tecno Spark 10", "Samsung phone A14"]);
    expect(await products("phone")).toEqual(["Simu Tecno Spark 10", "Samsung phone A14"]);
    expect(await products("godoro")).toEqual(["Godoro la futi 6", "Foam mattress 3.5 x 6"]);
    expect(await products("mattresses")).toEqual(["Godoro la futi 6", "Foam mattress 3.5 x 6"]);
    expect(await products("meza")).toEqual(["Study desk with drawer"]);
    expect(await products("chargers")).toEqual(["Simu Tecno Spark 10"]);
  });

  it("still asks for every word: a word of a group stands for its group, the others as typed", async () => {
    expect(await products("phone tecno")).toEqual(["Simu Tecno Spark 10"]);
    expect(await products("simu samsung")).toEqual(["Samsung phone A14"]);
    expect(await products("simu dell")).toEqual([]);
    // The search's own syntax keeps its meaning: an excluded word excludes its synonyms too.
    expect(await products("phone -samsung")).toEqual(["Simu Tecno Spark 10"]);
    expect(await products("smartphone -simu")).toEqual([]);
  });

  it("forgives a typo in a Kiswahili word, and a corrected word brings its synonyms", async () => {
    expect(await products("kitnda")).toEqual(["Kitanda cha mbao"]);
    expect(await products("godro")).toEqual(["Godoro la futi 6", "Foam mattress 3.5 x 6"]);
    expect(await products("matress")).toEqual(["Godoro la futi 6", "Foam mattress 3.5 x 6"]);
    // A correct word keeps its group while another word of the search is corrected.
    expect(await products("simu samsng")).toEqual(["Samsung phone A14"]);
  });

  it("does not make an unrelated word, nor a synonym inside a longer word, match more", async () => {
    expect(await products("tecno")).toEqual(["Simu Tecno Spark 10"]);
    expect(await products("samsung")).toEqual(["Samsung phone A14"]);
    // "simu" is in "Simulation" and "desk" in "Desktop": as typed they match there (the substring
    // arms), as synonyms they do not.
    expect(await products("simu")).toEqual(["Simu Tecno Spark 10", "Samsung phone A14", "Simulation notes, year two"]);
    expect(await products("phone")).toEqual(["Simu Tecno Spark 10", "Samsung phone A14"]);
    expect(await products("desk")).toContain("Desktop tower Core i7");
    expect(await products("meza")).not.toContain("Desktop tower Core i7");
    expect(await products("kitanda")).toEqual(["Kitanda cha mbao"]);
  });
});

describe("searching rooms and shops in Kiswahili and English", () => {
  it("finds a room in either language, in the singular or the plural", async () => {
    expect(await rooms("chumba")).toEqual(["Chumba kimoja Mabibo", "Self-contained room, Sinza"]);
    expect(await rooms("vyumba")).toEqual(["Chumba kimoja Mabibo", "Self-contained room, Sinza"]);
    expect(await rooms("rooms")).toEqual(["Chumba kimoja Mabibo", "Self-contained room, Sinza"]);
    expect(await rooms("water")).toEqual(["Chumba kimoja Mabibo", "Two bedroom apartment"]);
    expect(await rooms("chumbaa")).toEqual(["Chumba kimoja Mabibo", "Self-contained room, Sinza"]);
  });

  it("finds a shop in either language", async () => {
    expect(await shops("simu")).toEqual(["Tecno phone repairs"]);
    expect(await shops("food")).toEqual(["Mama Lishe"]);
    expect(await shops("tea")).toEqual(["Mama Lishe"]);
  });
});
