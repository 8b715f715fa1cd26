import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "../../../../tests/fixtures/db-fixtures";
import { temporaryStorage, tinyPng } from "../../../../tests/fixtures/photos";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import { isAppError } from "~/lib/app-error";
import { describeError } from "~/lib/error-text";
import type { AccommodationInput } from "~/lib/forms/accommodation";
import type { DatabaseHandle } from "../../db/client";
import { listings, users } from "../../db/schema";
import { createListing } from "./create-listing";
import { deleteListing } from "./delete-listing";
import { getEditableListing } from "./get-editable-listing";
import { updateListing } from "./update-listing";

let handle: DatabaseHandle;
let make: ReturnType<typeof fixtures>;
let files: Awaited<ReturnType<typeof temporaryStorage>>;

beforeAll(async () => {
  handle = await createTestDatabase();
  make = fixtures(handle.db);
  files = await temporaryStorage("accommodations");
});
afterAll(async () => {
  await handle?.close();
  await files?.cleanUp();
});

const input: AccommodationInput = {
  title: "Self-contained room near Mlimani",
  price: "150000",
  location: "Sinza",
  address: "Sinza Mori, near the bus stop",
  roomType: "Single Room",
  category: "Private Room",
  amenities: ["WiFi", "Water", "Security guard"],
};
const draft = (fields: AccommodationInput) => ({ kind: "accommodation" as const, fields });
const notFound = { code: "not_found", description: "Accommodation not found or you don't have permission to edit it." };
const photos = (count: number) => Promise.all(Array.from({ length: count }, async (_, n) => ({ name: `room${n}.png`, bytes: await tinyPng(`#${n % 10}0${n % 10}`) })));

/** What the user is told when `work` fails: the error's code and its text (describeError, as at the route edge). */
async function failure(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, status: error.status, ...describeError(error) };
    throw error;
  }
  throw new Error("expected the use-case to refuse");
}

describe("createListing of an accommodation", () => {
  it("lists free while the quota lasts, then charges 1% of the monthly rent and waits as pending", async () => {
    const landlord = await make.user({ freeAccommodationsUsed: 1, freeAccommodationsLimit: 2 });
    const first = await createListing(handle.db, files.storage, landlord.id, draft(input), await photos(2));
    expect(first.feeAmount).toBe("0.00");
    const second = await createListing(handle.db, files.storage, landlord.id, draft({ ...input, price: "123456.78" }), []);
    expect(second.feeAmount).toBe("1234.57");
    const [row] = await handle.db.select().from(listings).where(eq(listings.id, second.id));
    expect(row).toMatchObject({ status: "pending", feePaid: false, feeAmount: "1234.57" });
    expect(await getEditableListing(handle.db, landlord.id, "accommodation", first.id)).toMatchObject({ status: "active", amenities: ["WiFi", "Water", "Security guard"], roomType: "Single Room" });
  });

  it("takes the last free slot exactly once when several posts arrive together", async () => {
    const landlord = await make.user({ freeAccommodationsUsed: 1, freeAccommodationsLimit: 2 });
    await Promise.all(Array.from({ length: 4 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
    const results = await Promise.all(Array.from({ length: 5 }, () => createListing(handle.db, files.storage, landlord.id, draft(input), [])));
    expect(results.map((r) => r.feeAmount).sort()).toEqual(["0.00", "1500.00", "1500.00", "1500.00", "1500.00"]);
    const [after] = await handle.db.select({ used: users.freeAccommodationsUsed }).from(users).where(eq(users.id, landlord.id));
    expect(after?.used).toBe(2);
  });

  it("takes up to 10 photos and refuses an 11th, storing nothing", async () => {
    const landlord = await make.user();
    expect(await failure(createListing(handle.db, files.storage, landlord.id, draft(input), await photos(11)))).toMatchObject({
      title: "Too many images",
      description: "You can upload maximum 10 images.",
    });
    expect(await files.filesOf("accommodation-images", landlord.id)).toEqual([]);
    const { id } = await createListing(handle.db, files.storage, landlord.id, draft(input), await photos(10));
    expect((await getEditableListing(handle.db, landlord.id, "accommodation", id)).imageUrls).toHaveLength(10);
  });
});

describe("updateListing and deleteListing of an accommodation", () => {
  it("lets the landlord reorder photos and change details, and refuses anyone else", async () => {
    const landlord = await make.user();
    const { id } = await createListing(handle.db, files.storage, landlord.id, draft(input), await photos(3));
    const before = await getEditableListing(handle.db, landlord.id, "accommodation", id);
    const [a, b, c] = before.imageUrls as [string, string, string];
    const intruder = await make.user();
    expect(
      await failure(updateListing(handle.db, files.storage, intruder.id, id, draft({ ...input, price: "1" }), { order: [], remove: [], files: [] })),
    ).toMatchObject(notFound);
    expect(await failure(deleteListing(handle.db, files.storage, intruder.id, "accommodation", id))).toMatchObject(notFound);

    await updateListing(handle.db, files.storage, landlord.id, id, draft({ ...input, price: "175000", amenities: ["Parking"] }), { order: [b, c, a], remove: [c], files: [] });
    const after = await getEditableListing(handle.db, landlord.id, "accommodation", id);
    expect(after).toMatchObject({ price: "175000.00", amenities: ["Parking"], imageUrls: [b, a] });
    expect(await files.filesOf("accommodation-images", landlord.id)).toHaveLength(4);

    await deleteListing(handle.db, files.storage, landlord.id, "accommodation", id);
    expect(await failure(getEditableListing(handle.db, landlord.id, "accommodation", id))).toMatchObject(notFound);
    expect(await files.filesOf("accommodation-images", landlord.id)).toEqual([]);
  });
});
