import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { failure } from "#tests/fixtures/failure";
import { testDatabase } from "#tests/fixtures/test-database";
import { listings } from "../../db/schema";
import { getListing } from "./get-listing";
import { listListings } from "./list-listings";
import { listNewestListings } from "./list-newest-listings";
import { recordListingView } from "./record-listing-view";

const handle = testDatabase();
const { make } = handle;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const mlimani = await make.campus({ shortName: "UDSM" });
  const udom = await make.campus({ shortName: "UDOM" });
  ids.mlimani = mlimani.id;
  ids.udom = udom.id;
  const asha = await make.user({ fullName: "Asha Mrema", campusId: mlimani.id });
  const juma = await make.user({ fullName: "Juma Said", campusId: udom.id, whatsappNumber: null });
  ids.asha = asha.id;
  const t = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const laptop = await make.product(asha.id, {
    name: "HP EliteBook laptop 8GB RAM",
    description: "Clean, with charger",
    price: "850000",
    category: "Electronics",
    condition: "Good",
    createdAt: t(10),
    imageUrls: ["/uploads/product-images/a/1.webp", "/uploads/product-images/a/2.webp"],
  });
  ids.laptop = laptop.id;
  await make.product(asha.id, {
    name: "Calculus textbook",
    description: "Stewart 8th edition, some notes in pencil",
    price: "30000",
    category: "Books",
    condition: "Fair",
    createdAt: t(20),
  });
  await make.product(juma.id, {
    name: "Samsung Galaxy A14",
    description: "Cracked back cover",
    price: "250000",
    category: "Electronics",
    condition: "Fair",
    createdAt: t(5),
  });
  await make.product(juma.id, {
    name: "Study desk",
    description: "Wooden desk, good for a hostel room",
    price: "60000",
    category: "Furniture",
    condition: "Like New",
    createdAt: t(30),
  });
  const sold = await make.product(asha.id, {
    name: "Sold laptop bag",
    price: "20000",
    category: "Other",
    status: "sold",
    createdAt: t(1),
  });
  ids.sold = sold.id;
  await make.product(juma.id, { name: "100% cotton shirt_XL", price: "15000", category: "Clothing", createdAt: t(40) });
});

const names = (page: { items: { title: string }[] }) => page.items.map((p) => p.title);

describe("listListings of products", () => {
  it("lists only active products, newest first", async () => {
    const page = await listListings(handle.db, "product", { page: 1 });
    expect(names(page)).toEqual([
      "Samsung Galaxy A14",
      "HP EliteBook laptop 8GB RAM",
      "Calculus textbook",
      "Study desk",
      "100% cotton shirt_XL",
    ]);
    expect(page.hasMore).toBe(false);
  });

  it("returns the card fields: first image, seller name", async () => {
    const page = await listListings(handle.db, "product", { page: 1, category: "Electronics" });
    const laptop = page.items.find((p) => p.id === ids.laptop)!;
    expect(laptop).toMatchObject({
      imageUrl: "/uploads/product-images/a/1.webp",
      sellerName: "Asha Mrema",
      price: "850000.00",
    });
  });

  it("combines category, condition and price filters with AND", async () => {
    expect(
      names(await listListings(handle.db, "product", { page: 1, category: "Electronics", condition: "Fair" })),
    ).toEqual(["Samsung Galaxy A14"]);
    expect(names(await listListings(handle.db, "product", { page: 1, minPrice: 30000, maxPrice: 250000 }))).toEqual([
      "Samsung Galaxy A14",
      "Calculus textbook",
      "Study desk",
    ]);
  });

  it("searches name and description case-insensitively", async () => {
    expect(names(await listListings(handle.db, "product", { page: 1, q: "CHARGER" }))).toEqual([
      "HP EliteBook laptop 8GB RAM",
    ]);
    expect(names(await listListings(handle.db, "product", { page: 1, q: "elitebook" }))).toEqual([
      "HP EliteBook laptop 8GB RAM",
    ]);
    expect(names(await listListings(handle.db, "product", { page: 1, q: "hostel" }))).toEqual(["Study desk"]);
  });

  it("finds a product despite a typo", async () => {
    expect(names(await listListings(handle.db, "product", { page: 1, q: "laptp" }))).toEqual([
      "HP EliteBook laptop 8GB RAM",
    ]);
    expect(names(await listListings(handle.db, "product", { page: 1, q: "samsng" }))).toEqual(["Samsung Galaxy A14"]);
    expect(names(await listListings(handle.db, "product", { page: 1, q: "calculas" }))).toEqual(["Calculus textbook"]);
  });

  it("fills the first page with close spellings after the exact matches", async () => {
    const misspelt = await make.product(ids.asha!, { name: "Calculas workbook", price: "8000", category: "Books" });
    try {
      expect(names(await listListings(handle.db, "product", { page: 1, q: "calculus" }))).toEqual([
        "Calculus textbook",
        "Calculas workbook",
      ]);
      // Close spellings only top up a first page that exact matches leave short.
      const exactFills = await listListings(handle.db, "product", { page: 1, q: "calculus", pageSize: 1 });
      expect(names(exactFills)).toEqual(["Calculus textbook"]);
    } finally {
      await handle.db.delete(listings).where(eq(listings.id, misspelt.id));
    }
  });

  it("pages through search results newest first", async () => {
    const first = await listListings(handle.db, "product", { page: 1, q: "e", pageSize: 2 });
    const second = await listListings(handle.db, "product", { page: 2, q: "e", pageSize: 2 });
    expect(first.hasMore).toBe(true);
    expect(first.items).toHaveLength(2);
    expect(second.items.map((p) => p.id)).not.toContain(first.items[0]!.id);
  });

  it("combines search with the other filters", async () => {
    expect(names(await listListings(handle.db, "product", { page: 1, q: "laptop", category: "Books" }))).toEqual([]);
    expect(names(await listListings(handle.db, "product", { page: 1, q: "laptp", campusIds: [ids.udom!] }))).toEqual(
      [],
    );
    expect(names(await listListings(handle.db, "product", { page: 1, q: "laptp", campusIds: [ids.mlimani!] }))).toEqual(
      ["HP EliteBook laptop 8GB RAM"],
    );
  });

  it("treats % and _ in a search as plain characters", async () => {
    expect(names(await listListings(handle.db, "product", { page: 1, q: "100%" }))).toEqual(["100% cotton shirt_XL"]);
    expect(names(await listListings(handle.db, "product", { page: 1, q: "_" }))).toEqual(["100% cotton shirt_XL"]);
  });

  it("finds nothing for a search that matches nothing", async () => {
    expect((await listListings(handle.db, "product", { page: 1, q: "refrigerator" })).items).toEqual([]);
  });

  it("filters by the seller's campus", async () => {
    expect(names(await listListings(handle.db, "product", { page: 1, campusIds: [ids.udom!] }))).toEqual([
      "Samsung Galaxy A14",
      "Study desk",
      "100% cotton shirt_XL",
    ]);
  });

  it("filters by shop", async () => {
    const shop = await make.shop(ids.asha!);
    await make.product(ids.asha!, { name: "Shop notebook", shopId: shop.id, isShopProduct: true });
    expect(names(await listListings(handle.db, "product", { page: 1, shopId: shop.id }))).toEqual(["Shop notebook"]);
  });

  it("pages through results", async () => {
    const first = await listListings(handle.db, "product", { page: 1, pageSize: 2 });
    const second = await listListings(handle.db, "product", { page: 2, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(second.items[0]!.id).not.toBe(first.items[1]!.id);
  });
});

describe("listNewestListings of products", () => {
  it("limits to the newest active products", async () => {
    const newest = await listNewestListings(handle.db, "product", 2);
    expect(newest.map((p) => p.title)).toEqual(["Shop notebook", "Samsung Galaxy A14"]);
  });
});

describe("getListing of a product", () => {
  it("returns the product with its seller's campus and how to reach them, never their number", async () => {
    const product = await getListing(handle.db, "product", ids.laptop!);
    expect(product).toMatchObject({
      title: "HP EliteBook laptop 8GB RAM",
      imageUrls: ["/uploads/product-images/a/1.webp", "/uploads/product-images/a/2.webp"],
    });
    expect(product.seller).toMatchObject({
      fullName: "Asha Mrema",
      contactWay: "whatsapp",
      userType: "individual_seller",
    });
    expect(JSON.stringify(product)).not.toMatch(/754\s*123\s*456/);
    expect(product.seller.campusName).toMatch(/^Campus /);
  });

  it("answers not_found with its text for a missing, malformed, unpaid, hidden or removed product", async () => {
    const seller = await make.user();
    const gone = await Promise.all(
      (["pending_fee", "hidden", "removed"] as const).map((status) => make.product(seller.id, { status })),
    );
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", ...gone.map((p) => p.id)]) {
      expect(await failure(getListing(handle.db, "product", id))).toMatchObject({
        code: "not_found",
        status: 404,
        title: "Product not found",
      });
    }
  });

  it("keeps the page of a sold, expired or reported product, which says so (page viewable)", async () => {
    const sold = await getListing(handle.db, "product", ids.sold!);
    expect(sold).toMatchObject({ status: "sold" });
    // No number is ever sent with a page (a closed listing offers no contact: open-contact.test.ts).
    expect(JSON.stringify(sold)).not.toMatch(/whatsapp_?number|0754123456/i);
    const seller = await make.user();
    for (const status of ["expired", "under_review"] as const) {
      const listing = await make.product(seller.id, { status });
      expect(await getListing(handle.db, "product", listing.id)).toMatchObject({ status, moderationNote: null });
    }
  });

  it("counts views", async () => {
    await recordListingView(handle.db, "product", ids.laptop!, { key: "v:first", userId: null });
    await recordListingView(handle.db, "product", ids.laptop!, { key: "v:second", userId: null });
    expect((await getListing(handle.db, "product", ids.laptop!)).viewsCount).toBe(2);
  });
});
