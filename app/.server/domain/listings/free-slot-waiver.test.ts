import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sellingTestbed } from "#tests/fixtures/selling-testbed";
import type { AccommodationInput } from "~/lib/listings/forms/accommodation";
import type { ProductInput } from "~/lib/listings/forms/product";
import { listings, shops, users } from "../../db/schema";
import { getFeeDue } from "../payments/get-fee-due";
import { createListing } from "./create-listing";
import { getListing } from "./get-listing";
import { updateListing } from "./update-listing";

const bed = sellingTestbed("free-slot-waiver");

const product: ProductInput = {
  name: "Casio fx-991EX",
  price: "40000",
  category: "Electronics",
  condition: "Like New",
};
const room: AccommodationInput = {
  title: "Room near Mlimani",
  price: "100000",
  location: "Sinza",
  roomType: "Single Room",
  category: "Private Room",
  amenities: [],
};
const asProduct = (fields: ProductInput) => ({ kind: "product" as const, fields });
const asRoom = (fields: AccommodationInput) => ({ kind: "accommodation" as const, fields });
const noPhotos = { order: [], remove: [], files: [] };
const premium = {
  subscriptionActive: true,
  subscriptionPlan: "premium",
  subscriptionEndDate: new Date(Date.now() + 86_400_000),
  freeTrialUsed: true,
};

const row = async (id: string) => (await bed.handle.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const freeProductsUsed = async (id: string) =>
  (await bed.handle.db.select({ used: users.freeProductsUsed }).from(users).where(eq(users.id, id)))[0]!.used;

describe("a listing posted on a free slot", () => {
  it("keeps its waiver through an edit to the same category at up to 1.5 times its free price", async () => {
    const seller = await bed.make.user();
    const { id } = await createListing(bed.handle.db, bed.files.storage, seller.id, asProduct(product), []);
    expect(await row(id)).toMatchObject({ feeWaived: true, freeSlotPrice: "40000.00", status: "active" });
    // A new name, condition and description, and exactly half again the price: still the slot's.
    const kept = await updateListing(
      bed.handle.db,
      bed.files.storage,
      seller.id,
      id,
      asProduct({ ...product, name: "Casio fx-991ES", condition: "Good", description: "With cover", price: "60000" }),
      noPhotos,
    );
    expect(kept).toEqual({ freeEnded: false });
    expect(await row(id)).toMatchObject({
      feeWaived: true,
      freeSlotPrice: "40000.00",
      feePaid: true,
      feeAmount: "0.00",
      status: "active",
    });
    // Measured from the price it was listed free at, not from the last edit: 60,000 then 60,000.01 is past 1.5 × 40,000.
    const ended = await updateListing(
      bed.handle.db,
      bed.files.storage,
      seller.id,
      id,
      asProduct({ ...product, price: "60000.01" }),
      noPhotos,
    );
    expect(ended).toEqual({ freeEnded: true });
  });

  it("owes the usual fee of its new price when an edit raises the price past half again, and leaves the public pages until paid", async () => {
    const seller = await bed.make.user();
    const { id } = await createListing(bed.handle.db, bed.files.storage, seller.id, asProduct(product), []);
    const saved = await updateListing(
      bed.handle.db,
      bed.files.storage,
      seller.id,
      id,
      asProduct({ ...product, price: "900000" }),
      noPhotos,
    );
    expect(saved).toEqual({ freeEnded: true });
    expect(await row(id)).toMatchObject({
      feeWaived: false,
      freeSlotPrice: null,
      feePaid: false,
      feeAmount: "900.00",
      feePaidAmount: "0.00",
      status: "pending_fee",
      price: "900000.00",
    });
    await expect(getListing(bed.handle.db, "product", id)).rejects.toMatchObject({ code: "not_found" });
    expect(await getFeeDue(bed.handle.db, seller.id, id)).toMatchObject({ fee: "900.00" });
    // The slot was used; ending its waiver does not hand it back.
    expect(await freeProductsUsed(seller.id)).toBe(1);
    // Lowered again, it is an ordinary unpaid listing: the fee follows the price, no waiver comes back.
    expect(await updateListing(bed.handle.db, bed.files.storage, seller.id, id, asProduct(product), noPhotos)).toEqual({
      freeEnded: false,
    });
    expect(await row(id)).toMatchObject({
      feeWaived: false,
      feePaid: false,
      feeAmount: "40.00",
      status: "pending_fee",
    });
  });

  it("owes its fee when an edit changes the product's category, at whatever price", async () => {
    const seller = await bed.make.user();
    const { id } = await createListing(bed.handle.db, bed.files.storage, seller.id, asProduct(product), []);
    expect(
      await updateListing(
        bed.handle.db,
        bed.files.storage,
        seller.id,
        id,
        asProduct({ ...product, category: "Furniture", price: "30000" }),
        noPhotos,
      ),
    ).toEqual({ freeEnded: true });
    expect(await row(id)).toMatchObject({
      feeWaived: false,
      feePaid: false,
      feeAmount: "30.00",
      status: "pending_fee",
      category: "Furniture",
    });
  });

  it("ends an accommodation's waiver on a new type of place or room type, not on the room type's case or one filled in", async () => {
    const landlord = await bed.make.user({ freeAccommodationsLimit: 5 });
    const post = async (fields: AccommodationInput) =>
      (await createListing(bed.handle.db, bed.files.storage, landlord.id, asRoom(fields), [])).id;
    const edit = (id: string, fields: AccommodationInput) =>
      updateListing(bed.handle.db, bed.files.storage, landlord.id, id, asRoom(fields), noPhotos);

    const same = await post(room);
    expect(await edit(same, { ...room, roomType: "  single   ROOM ", location: "Mwenge", price: "150000" })).toEqual({
      freeEnded: false,
    });
    expect(await row(same)).toMatchObject({ feeWaived: true, status: "active" });

    const untyped = await post({ ...room, roomType: undefined });
    expect(await edit(untyped, { ...room, roomType: "Studio" })).toEqual({ freeEnded: false });
    // Once given, clearing it is a change (else clearing, then typing another, would change it freely).
    expect(await edit(untyped, { ...room, roomType: undefined })).toEqual({ freeEnded: true });

    const retyped = await post(room);
    expect(await edit(retyped, { ...room, roomType: "Two Bedroom" })).toEqual({ freeEnded: true });
    expect(await row(retyped)).toMatchObject({
      feeWaived: false,
      feePaid: false,
      feeAmount: "1000.00",
      status: "pending_fee",
    });

    const moved = await post(room);
    expect(await edit(moved, { ...room, category: "Family Housing" })).toEqual({ freeEnded: true });
    expect(await row(moved)).toMatchObject({
      feeWaived: false,
      feePaid: false,
      feeAmount: "1000.00",
      status: "pending_fee",
    });
  });

  it("owes its fee when put back up after an edit ended the waiver while it was sold", async () => {
    const seller = await bed.make.user();
    const { id } = await createListing(bed.handle.db, bed.files.storage, seller.id, asProduct(product), []);
    await bed.handle.db.update(listings).set({ status: "sold" }).where(eq(listings.id, id));
    expect(
      await updateListing(
        bed.handle.db,
        bed.files.storage,
        seller.id,
        id,
        asProduct({ ...product, price: "100000" }),
        noPhotos,
      ),
    ).toEqual({ freeEnded: true });
    // The status stays what the seller made it; putting it back up waits for the fee (reopen-listing.ts).
    expect(await row(id)).toMatchObject({ status: "sold", feeWaived: false, feePaid: false, feeAmount: "100.00" });
  });
});

describe("a product listed free by a premium shop", () => {
  it("stays free through any edit: that waiver is the shop's, not a free slot's", async () => {
    const owner = await bed.make.user();
    const shop = await bed.make.shop(owner.id, premium);
    const { id } = await createListing(
      bed.handle.db,
      bed.files.storage,
      owner.id,
      asProduct({ ...product, shopId: shop.id }),
      [],
    );
    expect(await row(id)).toMatchObject({ feeWaived: true, freeSlotPrice: null });
    // No slot was taken for it.
    expect(await freeProductsUsed(owner.id)).toBe(0);
    expect(
      await updateListing(
        bed.handle.db,
        bed.files.storage,
        owner.id,
        id,
        asProduct({ ...product, shopId: shop.id, category: "Books", price: "5000000" }),
        noPhotos,
      ),
    ).toEqual({
      freeEnded: false,
    });
    expect(await row(id)).toMatchObject({ feeWaived: true, feePaid: true, feeAmount: "0.00", status: "active" });
  });

  it("keeps a free slot's listing free while its seller has an active premium shop (posting it anew would be free)", async () => {
    const seller = await bed.make.user();
    const { id } = await createListing(bed.handle.db, bed.files.storage, seller.id, asProduct(product), []);
    const shop = await bed.make.shop(seller.id, premium);
    expect(
      await updateListing(
        bed.handle.db,
        bed.files.storage,
        seller.id,
        id,
        asProduct({ ...product, shopId: shop.id, price: "900000" }),
        noPhotos,
      ),
    ).toEqual({ freeEnded: false });
    expect(await row(id)).toMatchObject({ feeWaived: true, status: "active" });
    // The premium lapses: the slot's rule is back.
    await bed.handle.db.update(listings).set({ shopId: null }).where(eq(listings.id, id));
    await bed.handle.db.update(shops).set({ subscriptionActive: false }).where(eq(shops.id, shop.id));
    expect(
      await updateListing(
        bed.handle.db,
        bed.files.storage,
        seller.id,
        id,
        asProduct({ ...product, price: "900000" }),
        noPhotos,
      ),
    ).toEqual({ freeEnded: true });
  });
});
