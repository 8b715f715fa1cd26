import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { getSellerProfile } from "./get-seller-profile";
import { listSellers } from "./list-sellers";

const handle = testDatabase();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const make = fixtures(handle.db);
  const sua = await make.campus({ shortName: "SUA-T" });
  const t = (days: number) => new Date(Date.now() - days * 86_400_000);
  const neema = await make.user({
    fullName: "Neema Mwakyusa",
    userType: "verified",
    campusId: sua.id,
    createdAt: t(400),
  });
  const juma = await make.user({
    fullName: "Juma Said",
    userType: "shop_owner",
    createdAt: t(10),
    whatsappNumber: null,
  });
  const asha = await make.user({ fullName: "Asha Mrema", createdAt: t(5) });
  await make.user({ fullName: "Site Admin", role: "admin", createdAt: t(1) });
  Object.assign(ids, { neema: neema.id, juma: juma.id, asha: asha.id, sua: sua.id });
  await make.product(neema.id, { name: "Desk" });
  await make.product(neema.id, { name: "Sold lamp", status: "sold" });
  await make.accommodation(neema.id, { title: "Room near SUA" });
});

describe("listSellers", () => {
  it("lists members newest first with active listing counts, never admins", async () => {
    const { sellers, total } = await listSellers(handle.db, { pages: 1 });
    expect(sellers.map((s) => s.fullName)).toEqual(["Asha Mrema", "Juma Said", "Neema Mwakyusa"]);
    expect(total).toBe(3);
    expect(sellers[2]).toMatchObject({ productCount: 1, accommodationCount: 1, campusShortName: "SUA-T" });
  });
  it("searches names case-insensitively and filters by campus and type", async () => {
    expect((await listSellers(handle.db, { pages: 1, q: "NEEMA" })).sellers.map((s) => s.id)).toEqual([ids.neema]);
    expect((await listSellers(handle.db, { pages: 1, campusId: ids.sua })).sellers.map((s) => s.id)).toEqual([
      ids.neema,
    ]);
    expect((await listSellers(handle.db, { pages: 1, userType: "shop_owner" })).sellers.map((s) => s.id)).toEqual([
      ids.juma,
    ]);
  });
  it("leaves out the signed-in user", async () => {
    const { sellers, total } = await listSellers(handle.db, { pages: 1, excludeUserId: ids.asha });
    expect(sellers.map((s) => s.id)).not.toContain(ids.asha);
    expect(total).toBe(2);
  });
});

describe("getSellerProfile", () => {
  it("returns the seller with active listings only", async () => {
    const profile = await getSellerProfile(handle.db, ids.neema!);
    expect(profile.seller).toMatchObject({ fullName: "Neema Mwakyusa", userType: "verified" });
    expect(profile.products.map((p) => p.title)).toEqual(["Desk"]);
    expect(profile.accommodations.map((a) => a.title)).toEqual(["Room near SUA"]);
  });
  it("answers the not-found texts", async () => {
    await expect(getSellerProfile(handle.db, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      status: 404,
      reason: "seller_not_found",
    });
    await expect(getSellerProfile(handle.db, "x")).rejects.toMatchObject({ status: 404 });
  });
});
