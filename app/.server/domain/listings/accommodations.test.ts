import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { failure } from "#tests/fixtures/failure";
import { testDatabase } from "#tests/fixtures/test-database";
import { getListing } from "./get-listing";
import { listListings } from "./list-listings";
import { listNewestListings } from "./list-newest-listings";
import { recordListingView } from "./record-listing-view";

const handle = testDatabase();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const make = fixtures(handle.db);
  const sua = await make.campus({ shortName: "SUA" });
  const udsm = await make.campus({ shortName: "UDSM" });
  const landlord = await make.user({ fullName: "Mama Neema", campusId: sua.id, whatsappNumber: "0713000111" });
  const other = await make.user({ campusId: udsm.id });
  ids.sua = sua.id;
  const t = (m: number) => new Date(Date.now() - m * 60_000);
  const hostel = await make.accommodation(landlord.id, {
    title: "Self-contained room near SUA",
    description: "Quiet, tiled floor",
    location: "Kihonda, near SUA",
    address: "Plot 4, Kihonda",
    roomType: "Single Room",
    category: "Private Room",
    price: "90000",
    amenities: ["WiFi", "Water tank"],
    imageUrls: ["/uploads/accommodation-images/x/1.webp"],
    createdAt: t(5),
  });
  ids.hostel = hostel.id;
  await make.accommodation(other.id, {
    title: "Two bedroom apartment in Sinza",
    location: "Sinza, near UDSM",
    roomType: "Two Bedroom",
    category: "Shared Apartment",
    price: "450000",
    createdAt: t(10),
  });
  await make.accommodation(other.id, {
    title: "Student hostel bed space",
    location: "Mabibo, near UDSM",
    roomType: "Shared Room",
    category: "Student Housing",
    price: "40000",
    createdAt: t(20),
  });
  const rented = await make.accommodation(other.id, { title: "Rented studio", status: "rented", createdAt: t(1) });
  ids.rented = rented.id;
  ids.removed = (await make.accommodation(other.id, { title: "Removed room", status: "removed", createdAt: t(1) })).id;
});

const titles = (page: { items: { title: string }[] }) => page.items.map((a) => a.title);

describe("listListings of accommodations", () => {
  it("lists active accommodations newest first", async () => {
    expect(titles(await listListings(handle.db, "accommodation", { page: 1 }))).toEqual([
      "Self-contained room near SUA",
      "Two bedroom apartment in Sinza",
      "Student hostel bed space",
    ]);
  });
  it("filters by category, room type and rent", async () => {
    expect(titles(await listListings(handle.db, "accommodation", { page: 1, roomType: "Shared Room" }))).toEqual([
      "Student hostel bed space",
    ]);
    expect(titles(await listListings(handle.db, "accommodation", { page: 1, category: "Shared Apartment" }))).toEqual([
      "Two bedroom apartment in Sinza",
    ]);
    expect(
      titles(await listListings(handle.db, "accommodation", { page: 1, minPrice: 50000, maxPrice: 100000 })),
    ).toEqual(["Self-contained room near SUA"]);
  });
  it("searches title, description and location, with typos", async () => {
    expect(titles(await listListings(handle.db, "accommodation", { page: 1, q: "tiled" }))).toEqual([
      "Self-contained room near SUA",
    ]);
    expect(titles(await listListings(handle.db, "accommodation", { page: 1, q: "mabibo" }))).toEqual([
      "Student hostel bed space",
    ]);
    expect(titles(await listListings(handle.db, "accommodation", { page: 1, q: "hostle" }))).toEqual([
      "Student hostel bed space",
    ]);
  });
  it("filters by the landlord's campus", async () => {
    expect(titles(await listListings(handle.db, "accommodation", { page: 1, campusIds: [ids.sua!] }))).toEqual([
      "Self-contained room near SUA",
    ]);
  });
});

describe("listNewestListings of accommodations", () => {
  it("returns the newest active ones up to the limit", async () => {
    expect((await listNewestListings(handle.db, "accommodation", 2)).map((a) => a.title)).toEqual([
      "Self-contained room near SUA",
      "Two bedroom apartment in Sinza",
    ]);
  });
});

describe("getListing of an accommodation", () => {
  it("returns details with amenities and the landlord's WhatsApp", async () => {
    const a = await getListing(handle.db, "accommodation", ids.hostel!);
    expect(a).toMatchObject({ address: "Plot 4, Kihonda", amenities: ["WiFi", "Water tank"], roomType: "Single Room" });
    expect(a.seller).toMatchObject({ fullName: "Mama Neema", contactWay: "whatsapp" });
    expect(JSON.stringify(a)).not.toContain("713000111");
  });
  it("answers not_found for missing or removed accommodations; a rented one keeps its page", async () => {
    for (const id of [ids.removed!, "nope", "00000000-0000-4000-8000-000000000000"]) {
      expect(await failure(getListing(handle.db, "accommodation", id))).toMatchObject({
        status: 404,
        title: "Accommodation not found",
      });
    }
    expect(await getListing(handle.db, "accommodation", ids.rented!)).toMatchObject({ status: "rented" });
  });
  it("counts views", async () => {
    await recordListingView(handle.db, "accommodation", ids.hostel!, { key: "v:first", userId: null });
    expect((await getListing(handle.db, "accommodation", ids.hostel!)).viewsCount).toBe(1);
  });
});
