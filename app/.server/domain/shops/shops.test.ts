import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { findShopName } from "./find-shop-name";
import { getShopPage } from "./get-shop-page";
import { listShops } from "./list-shops";
import { listShopsWithProducts } from "./list-shops-with-products";

const handle = testDatabase();
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const days = (n: number) => new Date(Date.now() + n * DAY);

beforeAll(async () => {
  const make = fixtures(handle.db);
  const udsm = await make.campus();
  const udom = await make.campus();
  ids.udom = udom.id;
  const owner = await make.user({ fullName: "Baraka Mushi", userType: "shop_owner" });
  const printing = await make.shop(owner.id, {
    name: "Mlimani Print & Stationery",
    description: "Printing, binding and photocopies",
    category: "Services",
    campusId: udsm.id,
    subscriptionActive: true,
    subscriptionPlan: "premium",
    subscriptionEndDate: days(20),
    freeTrialUsed: true,
    createdAt: days(-100),
  });
  ids.printing = printing.id;
  const cafe = await make.shop(owner.id, {
    name: "Mama Lishe Corner",
    category: "Restaurant",
    campusId: udom.id,
    createdAt: days(-10),
  });
  // Marked active but past its end date: no longer premium.
  const lapsed = await make.shop(owner.id, {
    name: "Lapsed Salon",
    category: "Beauty",
    subscriptionActive: true,
    subscriptionPlan: "trial",
    freeTrialUsed: true,
    subscriptionEndDate: days(-1),
    createdAt: days(-5),
  });
  ids.lapsed = lapsed.id;
  await make.product(owner.id, { name: "A4 ream", shopId: printing.id, isShopProduct: true });
  await make.product(owner.id, { name: "Old stapler", shopId: printing.id, isShopProduct: true, status: "expired" });
  await make.product(owner.id, { name: "Hidden chips", shopId: cafe.id, isShopProduct: true, status: "expired" });
  await make.promotion(printing.id, { title: "10% off binding" });
  await make.promotion(printing.id, { title: "Expired promo", startDate: days(-10), endDate: days(-2) });
  await make.promotion(printing.id, { title: "Switched off promo", isActive: false });
  await make.event(printing.id, { title: "Graduation printing day", eventDate: days(3) });
  await make.event(printing.id, { title: "Past event", eventDate: days(-3) });
  await make.service(printing.id, { name: "Binding" });
  await make.service(printing.id, { name: "Lamination", isAvailable: false });
});

describe("listShops", () => {
  it("lists shops newest first with owner name and premium state", async () => {
    const page = await listShops(handle.db, { page: 1 });
    expect(page.items.map((s) => [s.name, s.isPremium, s.ownerName])).toEqual([
      ["Lapsed Salon", false, "Baraka Mushi"],
      ["Mama Lishe Corner", false, "Baraka Mushi"],
      ["Mlimani Print & Stationery", true, "Baraka Mushi"],
    ]);
  });
  it("filters by category, campus and search (with a typo)", async () => {
    expect((await listShops(handle.db, { page: 1, category: "Restaurant" })).items.map((s) => s.name)).toEqual([
      "Mama Lishe Corner",
    ]);
    expect((await listShops(handle.db, { page: 1, campusId: ids.udom })).items.map((s) => s.name)).toEqual([
      "Mama Lishe Corner",
    ]);
    expect((await listShops(handle.db, { page: 1, q: "binding" })).items.map((s) => s.name)).toEqual([
      "Mlimani Print & Stationery",
    ]);
    expect((await listShops(handle.db, { page: 1, q: "statonery" })).items.map((s) => s.name)).toEqual([
      "Mlimani Print & Stationery",
    ]);
  });
});

describe("listShopsWithProducts", () => {
  it("returns only shops with an active product", async () => {
    expect((await listShopsWithProducts(handle.db, 6)).map((s) => s.name)).toEqual(["Mlimani Print & Stationery"]);
  });
});

describe("getShopPage", () => {
  it("shows only active products, live promotions, upcoming events and available services", async () => {
    const page = await getShopPage(handle.db, ids.printing!);
    expect(page.shop).toMatchObject({ name: "Mlimani Print & Stationery", isPremium: true, ownerName: "Baraka Mushi" });
    expect(page.products.map((p) => p.title)).toEqual(["A4 ream"]);
    expect(page.promotions.map((p) => p.title)).toEqual(["10% off binding"]);
    expect(page.events.map((e) => e.title)).toEqual(["Graduation printing day"]);
    expect(page.services.map((s) => s.name)).toEqual(["Binding"]);
  });
  it("does not call a shop premium after its end date", async () => {
    expect((await getShopPage(handle.db, ids.lapsed!)).shop.isPremium).toBe(false);
  });
  it("answers not_found for a missing shop", async () => {
    await expect(getShopPage(handle.db, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      status: 404,
      reason: "shop_not_found",
    });
    await expect(getShopPage(handle.db, "../etc")).rejects.toMatchObject({ status: 404 });
  });
});

describe("findShopName", () => {
  it("names an existing shop and is null otherwise", async () => {
    expect(await findShopName(handle.db, ids.printing!)).toBe("Mlimani Print & Stationery");
    expect(await findShopName(handle.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
