import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { userCampuses } from "../../db/schema";
import { listNearbySellers } from "./list-nearby-sellers";

const handle = testDatabase();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const make = fixtures(handle.db);
  // Mlimani and Ardhi are 2.0 km apart; Dodoma is far away.
  const mlimani = await make.campus({ shortName: "UDSM", latitude: -6.78, longitude: 39.204 });
  const ardhi = await make.campus({ shortName: "ARU", latitude: -6.7653, longitude: 39.2143 });
  const dodoma = await make.campus({ shortName: "UDOM", latitude: -6.214, longitude: 35.81 });
  Object.assign(ids, { mlimani: mlimani.id, ardhi: ardhi.id, dodoma: dodoma.id });
  const seller = async (name: string, campusId: string, listings: number) => {
    const u = await make.user({ fullName: name, campusId });
    for (let i = 0; i < listings; i++) await make.product(u.id);
    return u.id;
  };
  ids.baraka = await seller("Baraka", mlimani.id, 2);
  ids.neema = await seller("Neema", ardhi.id, 6);
  ids.juma = await seller("Juma", dodoma.id, 11);
  await seller("No listings", mlimani.id, 0);
  const viewer = await make.user({ fullName: "Viewer", campusId: mlimani.id });
  ids.viewer = viewer.id;
  // The primary campus row (Mlimani) comes with the account.
  await handle.db.insert(userCampuses).values({ userId: viewer.id, campusId: ardhi.id });
  await make.product(viewer.id);
});

describe("listNearbySellers", () => {
  it("for a chosen campus: only sellers there with an active listing", async () => {
    const sellers = await listNearbySellers(handle.db, { campusId: ids.ardhi });
    expect(sellers.map((s) => s.fullName)).toEqual(["Neema"]);
    expect(sellers[0]!.distanceKm).toBeCloseTo(0, 5);
  });
  it("for a signed-in user: their campuses, nearest first, without themselves", async () => {
    const sellers = await listNearbySellers(handle.db, { userId: ids.viewer });
    expect(sellers.map((s) => [s.fullName, s.distanceKm?.toFixed(1)])).toEqual([
      ["Baraka", "0.0"],
      ["Neema", "2.0"],
    ]);
  });
  it("for a visitor without a campus: everyone with listings, most listings first", async () => {
    const sellers = await listNearbySellers(handle.db, {});
    expect(sellers.map((s) => [s.fullName, s.listings])).toEqual([
      ["Juma", 11],
      ["Neema", 6],
      ["Baraka", 2],
      ["Viewer", 1],
    ]);
    expect(sellers.every((s) => s.distanceKm === null)).toBe(true);
  });
});
