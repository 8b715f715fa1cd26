import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { failure } from "#tests/fixtures/failure";
import { FILES_PER_PHOTO, tinyPng } from "#tests/fixtures/photos";
import { sellingTestbed } from "#tests/fixtures/selling-testbed";
import type { AccommodationInput } from "~/lib/listings/forms/accommodation";
import { listings, users } from "../../db/schema";
import { createListing } from "./create-listing";
import { deleteListing } from "./delete-listing";
import { getEditableListing } from "./get-editable-listing";
import { updateListing } from "./update-listing";

const bed = sellingTestbed("accommodations");

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
const photos = (count: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, n) => ({
      name: `room${n}.png`,
      bytes: await tinyPng(`#${n % 10}0${n % 10}`),
    })),
  );

describe("createListing of an accommodation", () => {
  it("lists free while the quota lasts, then charges 1% of the monthly rent and waits as pending", async () => {
    const landlord = await bed.make.user({ freeAccommodationsUsed: 1, freeAccommodationsLimit: 2 });
    const first = await createListing(bed.handle.db, bed.files.storage, landlord.id, draft(input), await photos(2));
    expect(first.feeAmount).toBe("0.00");
    const second = await createListing(
      bed.handle.db,
      bed.files.storage,
      landlord.id,
      draft({ ...input, price: "123456.78" }),
      [],
    );
    expect(second.feeAmount).toBe("1234.57");
    const [row] = await bed.handle.db.select().from(listings).where(eq(listings.id, second.id));
    expect(row).toMatchObject({ status: "pending_fee", feePaid: false, feeAmount: "1234.57" });
    expect(await getEditableListing(bed.handle.db, landlord.id, "accommodation", first.id)).toMatchObject({
      status: "active",
      amenities: ["WiFi", "Water", "Security guard"],
      roomType: "Single Room",
    });
  });

  it("takes the last free slot exactly once when several posts arrive together", async () => {
    const landlord = await bed.make.user({ freeAccommodationsUsed: 1, freeAccommodationsLimit: 2 });
    await Promise.all(Array.from({ length: 4 }, () => bed.handle.db.execute(sql`select pg_sleep(0.05)`)));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => createListing(bed.handle.db, bed.files.storage, landlord.id, draft(input), [])),
    );
    expect(results.map((r) => r.feeAmount).sort()).toEqual(["0.00", "1500.00", "1500.00", "1500.00", "1500.00"]);
    const [after] = await bed.handle.db
      .select({ used: users.freeAccommodationsUsed })
      .from(users)
      .where(eq(users.id, landlord.id));
    expect(after?.used).toBe(2);
  });

  it("takes up to 10 photos and refuses an 11th, storing nothing", async () => {
    const landlord = await bed.make.user();
    expect(
      await failure(createListing(bed.handle.db, bed.files.storage, landlord.id, draft(input), await photos(11))),
    ).toMatchObject({
      title: "Too many images",
      description: "You can upload maximum 10 images.",
    });
    expect(await bed.files.filesOf("accommodation-images", landlord.id)).toEqual([]);
    const { id } = await createListing(bed.handle.db, bed.files.storage, landlord.id, draft(input), await photos(10));
    expect((await getEditableListing(bed.handle.db, landlord.id, "accommodation", id)).imageUrls).toHaveLength(10);
  });
});

describe("updateListing and deleteListing of an accommodation", () => {
  it("lets the landlord reorder photos and change details, and refuses anyone else", async () => {
    const landlord = await bed.make.user();
    const { id } = await createListing(bed.handle.db, bed.files.storage, landlord.id, draft(input), await photos(3));
    const before = await getEditableListing(bed.handle.db, landlord.id, "accommodation", id);
    const [a, b, c] = before.imageUrls as [string, string, string];
    const intruder = await bed.make.user();
    expect(
      await failure(
        updateListing(bed.handle.db, bed.files.storage, intruder.id, id, draft({ ...input, price: "1" }), {
          order: [],
          remove: [],
          files: [],
        }),
      ),
    ).toMatchObject(notFound);
    expect(
      await failure(deleteListing(bed.handle.db, bed.files.storage, intruder.id, "accommodation", id)),
    ).toMatchObject(notFound);

    await updateListing(
      bed.handle.db,
      bed.files.storage,
      landlord.id,
      id,
      draft({ ...input, price: "175000", amenities: ["Parking"] }),
      { order: [b, c, a], remove: [c], files: [] },
    );
    const after = await getEditableListing(bed.handle.db, landlord.id, "accommodation", id);
    expect(after).toMatchObject({ price: "175000.00", amenities: ["Parking"], imageUrls: [b, a] });
    expect(await bed.files.filesOf("accommodation-images", landlord.id)).toHaveLength(2 * FILES_PER_PHOTO);

    await deleteListing(bed.handle.db, bed.files.storage, landlord.id, "accommodation", id);
    expect(await failure(getEditableListing(bed.handle.db, landlord.id, "accommodation", id))).toMatchObject(notFound);
    expect(await bed.files.filesOf("accommodation-images", landlord.id)).toEqual([]);
  });
});
