import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "../../../../tests/fixtures/db-fixtures";
import { temporaryStorage, tinyPng } from "../../../../tests/fixtures/photos";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import type { DatabaseHandle } from "../../db/client";
import { accommodations, users } from "../../db/schema";
import { createAccommodation } from "./create-accommodation";
import { deleteAccommodation } from "./delete-accommodation";
import { getEditableAccommodation } from "./get-editable-accommodation";
import { updateAccommodation } from "./update-accommodation";

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

const input = {
  title: "Self-contained room near Mlimani",
  price: "150000",
  location: "Sinza",
  address: "Sinza Mori, near the bus stop",
  roomType: "Single Room",
  category: "Private Room" as const,
  amenities: ["WiFi", "Water", "Security guard"],
};
const notFound = { code: "not_found", message: "Accommodation not found or you don't have permission to edit it." };
const photos = (count: number) => Promise.all(Array.from({ length: count }, async (_, n) => ({ name: `room${n}.png`, bytes: await tinyPng(`#${n % 10}0${n % 10}`) })));

describe("createAccommodation", () => {
  it("lists free while the quota lasts, then charges 1% of the monthly rent and waits as pending", async () => {
    const landlord = await make.user({ freeAccommodationsUsed: 1, freeAccommodationsLimit: 2 });
    const first = await createAccommodation(handle.db, files.storage, landlord.id, input, await photos(2));
    expect(first.feeAmount).toBe("0.00");
    const second = await createAccommodation(handle.db, files.storage, landlord.id, { ...input, price: "123456.78" }, []);
    expect(second.feeAmount).toBe("1234.57");
    const [row] = await handle.db.select().from(accommodations).where(eq(accommodations.id, second.id));
    expect(row).toMatchObject({ status: "pending", feePaid: false, feeAmount: "1234.57" });
    expect(await getEditableAccommodation(handle.db, landlord.id, first.id)).toMatchObject({ status: "active", amenities: ["WiFi", "Water", "Security guard"], roomType: "Single Room" });
  });

  it("takes the last free slot exactly once when several posts arrive together", async () => {
    const landlord = await make.user({ freeAccommodationsUsed: 1, freeAccommodationsLimit: 2 });
    await Promise.all(Array.from({ length: 4 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
    const results = await Promise.all(Array.from({ length: 5 }, () => createAccommodation(handle.db, files.storage, landlord.id, input, [])));
    expect(results.map((r) => r.feeAmount).sort()).toEqual(["0.00", "1500.00", "1500.00", "1500.00", "1500.00"]);
    const [after] = await handle.db.select({ used: users.freeAccommodationsUsed }).from(users).where(eq(users.id, landlord.id));
    expect(after?.used).toBe(2);
  });

  it("takes up to 10 photos and refuses an 11th, storing nothing", async () => {
    const landlord = await make.user();
    await expect(createAccommodation(handle.db, files.storage, landlord.id, input, await photos(11))).rejects.toMatchObject({
      title: "Too many images",
      message: "You can upload maximum 10 images.",
    });
    expect(await files.filesOf("accommodation-images", landlord.id)).toEqual([]);
    const { id } = await createAccommodation(handle.db, files.storage, landlord.id, input, await photos(10));
    expect((await getEditableAccommodation(handle.db, landlord.id, id)).imageUrls).toHaveLength(10);
  });
});

describe("updateAccommodation and deleteAccommodation", () => {
  it("lets the landlord reorder photos and change details, and refuses anyone else", async () => {
    const landlord = await make.user();
    const { id } = await createAccommodation(handle.db, files.storage, landlord.id, input, await photos(3));
    const before = await getEditableAccommodation(handle.db, landlord.id, id);
    const [a, b, c] = before.imageUrls as [string, string, string];
    const intruder = await make.user();
    await expect(
      updateAccommodation(handle.db, files.storage, intruder.id, id, { ...input, price: "1" }, { order: [], remove: [], files: [] }),
    ).rejects.toMatchObject(notFound);
    await expect(deleteAccommodation(handle.db, files.storage, intruder.id, id)).rejects.toMatchObject(notFound);

    await updateAccommodation(handle.db, files.storage, landlord.id, id, { ...input, price: "175000", amenities: ["Parking"] }, { order: [b, c, a], remove: [c], files: [] });
    const after = await getEditableAccommodation(handle.db, landlord.id, id);
    expect(after).toMatchObject({ price: "175000.00", amenities: ["Parking"], imageUrls: [b, a] });
    expect(await files.filesOf("accommodation-images", landlord.id)).toHaveLength(4);

    await deleteAccommodation(handle.db, files.storage, landlord.id, id);
    await expect(getEditableAccommodation(handle.db, landlord.id, id)).rejects.toMatchObject(notFound);
    expect(await files.filesOf("accommodation-images", landlord.id)).toEqual([]);
  });
});
