import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pixelBombPng, truncatedPng } from "#tests/fixtures/broken-photos";
import { FILES_PER_PHOTO, photoFiles, temporaryStorage, tinyPng } from "#tests/fixtures/photos";
import { testDatabase } from "#tests/fixtures/test-database";
import {
  parseShopItemForm,
  type ShopItemDraft,
  toDateInputValue,
  toDateTimeInputValue,
} from "~/lib/shops/forms/shop-item";
import { SHOP_ITEM_RULES, type ShopItemKind } from "~/lib/shops/shop-items";
import { promotions, shopEvents, shopServices, shops } from "../../../db/schema";
import { activateShopSubscription } from "../activate-shop-subscription";
import { getShopPage } from "../get-shop-page";
import { runSubscriptionRenewals } from "../run-subscription-renewals";
import { createShopItem } from "./create-shop-item";
import { deleteShopItem } from "./delete-shop-item";
import { getEditableShopItem } from "./get-editable-shop-item";
import { listActiveOwnedShops } from "./list-active-owned-shops";
import { listOwnedShopItems } from "./list-owned-shop-items";
import { updateShopItem } from "./update-shop-item";

const handle = testDatabase();
const { make } = handle;
let files: Awaited<ReturnType<typeof temporaryStorage>>;
const DAY = 24 * 60 * 60 * 1000;
const MALFORMED = ["not-a-uuid", "", "1", "../../etc/passwd", "0b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a1g"];

beforeAll(async () => {
  files = await temporaryStorage("shop-items");
});
afterAll(async () => {
  await files?.cleanUp();
});

/** A checked form, as the page gets it from the posted fields. */
function draft(kind: ShopItemKind, values: Record<string, string>): ShopItemDraft {
  const parsed = parseShopItemForm(kind, values);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.draft;
}

const today = () => toDateInputValue(new Date());
const inDays = (days: number) => toDateInputValue(new Date(Date.now() + days * DAY));
const promotionForm = (shopId: string, title = "Back to campus sale") =>
  draft("promotion", { shopId, title, type: "promotion", startDate: today(), endDate: inDays(14) });
const eventForm = (shopId: string, title = "Coding night", extra: Record<string, string> = {}) =>
  draft("event", {
    shopId,
    title,
    eventDate: toDateTimeInputValue(new Date(Date.now() + 7 * DAY)),
    price: "2000",
    maxParticipants: "30",
    location: "Hall B",
    ...extra,
  });
const serviceForm = (shopId: string, name = "Laptop repair") =>
  draft("service", { shopId, name, price: "15000", durationMinutes: "60", category: "Repairs" });
const FORMS = { promotion: promotionForm, event: eventForm, service: serviceForm } as const;

/** An owner with a shop whose free trial runs, as shop management starts it. */
async function ownerWithActiveShop() {
  const owner = await make.user();
  const shop = await make.shop(owner.id);
  await activateShopSubscription(handle.db, owner.id, shop.id, { plan: "trial" });
  return { owner, shop };
}

/** A further shop of the owner's with a paid month running. */
const premiumShop = (ownerId: string) =>
  make.shop(ownerId, {
    subscriptionActive: true,
    subscriptionPlan: "premium",
    subscriptionEndDate: new Date(Date.now() + 20 * DAY),
  });

const promotionRow = async (id: string) => (await handle.db.select().from(promotions).where(eq(promotions.id, id)))[0];
const eventRow = async (id: string) => (await handle.db.select().from(shopEvents).where(eq(shopEvents.id, id)))[0];
const serviceRow = async (id: string) =>
  (await handle.db.select().from(shopServices).where(eq(shopServices.id, id)))[0];
const image = async (colour = "#0a7") => ({ name: "poster.png", bytes: new Uint8Array(await tinyPng(colour)) });

describe("promotions, events and services", () => {
  it("lets the owner of an active shop create each kind, shown on the shop page and in their lists", async () => {
    const { owner, shop } = await ownerWithActiveShop();
    const promotion = await createShopItem(handle.db, files.storage, owner.id, promotionForm(shop.id));
    const event = await createShopItem(handle.db, files.storage, owner.id, eventForm(shop.id));
    const service = await createShopItem(handle.db, files.storage, owner.id, serviceForm(shop.id));

    expect(await promotionRow(promotion.id)).toMatchObject({
      shopId: shop.id,
      title: "Back to campus sale",
      type: "promotion",
      isActive: true,
      imageUrl: null,
      description: null,
    });
    expect(await eventRow(event.id)).toMatchObject({
      title: "Coding night",
      price: "2000.00",
      maxParticipants: 30,
      currentParticipants: 0,
      location: "Hall B",
      isActive: true,
    });
    expect(await serviceRow(service.id)).toMatchObject({
      name: "Laptop repair",
      price: "15000.00",
      durationMinutes: 60,
      category: "Repairs",
      isAvailable: true,
    });

    const page = await getShopPage(handle.db, shop.id);
    expect(page.promotions.map((p) => p.id)).toEqual([promotion.id]);
    expect(page.events.map((e) => e.id)).toEqual([event.id]);
    expect(page.services.map((s) => s.id)).toEqual([service.id]);

    const second = await createShopItem(handle.db, files.storage, owner.id, promotionForm(shop.id, "Second"));
    const mine = await listOwnedShopItems(handle.db, owner.id);
    expect(mine.promotions.map((p) => p.id)).toEqual([second.id, promotion.id]);
    expect(mine.events[0]).toMatchObject({
      id: event.id,
      shopId: shop.id,
      title: "Coding night",
      price: "2000.00",
      maxParticipants: 30,
    });
    expect(mine.services[0]).toMatchObject({
      id: service.id,
      shopId: shop.id,
      name: "Laptop repair",
      durationMinutes: 60,
    });
    expect(await listOwnedShopItems(handle.db, (await make.user()).id)).toEqual({
      promotions: [],
      events: [],
      services: [],
    });

    expect(await getEditableShopItem(handle.db, owner.id, "event", event.id)).toMatchObject({
      kind: "event",
      id: event.id,
      shopId: shop.id,
      shopName: shop.name,
      shopActive: true,
      title: "Coding night",
    });
  });

  it("stores a free event with unlimited places as null price and places", async () => {
    const { owner, shop } = await ownerWithActiveShop();
    const { id } = await createShopItem(
      handle.db,
      files.storage,
      owner.id,
      eventForm(shop.id, "Open day", { price: "", maxParticipants: "" }),
    );
    expect(await eventRow(id)).toMatchObject({ price: null, maxParticipants: null });
  });

  it("refuses a new promotion that has already ended and a new event already over, which no student would see", async () => {
    const { owner, shop } = await ownerWithActiveShop();
    const ended = draft("promotion", {
      shopId: shop.id,
      title: "Old sale",
      type: "promotion",
      startDate: inDays(-10),
      endDate: inDays(-2),
    });
    await expect(createShopItem(handle.db, files.storage, owner.id, ended)).rejects.toMatchObject({
      code: "invalid_input",
      reason: "shop_item_already_ended",
    });
    const over = eventForm(shop.id, "Yesterday's party", {
      eventDate: toDateTimeInputValue(new Date(Date.now() - DAY)),
    });
    await expect(createShopItem(handle.db, files.storage, owner.id, over)).rejects.toMatchObject({
      code: "invalid_input",
      reason: "shop_item_event_past",
    });
    // A promotion ending today still runs to the end of the day.
    await expect(
      createShopItem(
        handle.db,
        files.storage,
        owner.id,
        draft("promotion", {
          shopId: shop.id,
          title: "Today only",
          type: "promotion",
          startDate: today(),
          endDate: today(),
        }),
      ),
    ).resolves.toHaveProperty("id");
  });

  it("refuses to post under someone else's shop, or a shop whose subscription never started", async () => {
    const { shop } = await ownerWithActiveShop();
    const stranger = await make.user();
    for (const kind of ["promotion", "event", "service"] as const) {
      await expect(
        createShopItem(handle.db, files.storage, stranger.id, FORMS[kind](shop.id), await image()),
      ).rejects.toMatchObject({ code: "forbidden", reason: "shop_item_shop_not_yours" });
    }
    const ownInactive = await make.shop(stranger.id);
    await expect(
      createShopItem(handle.db, files.storage, stranger.id, promotionForm(ownInactive.id), await image()),
    ).rejects.toMatchObject({ code: "forbidden", reason: "shop_item_shop_inactive" });
    const missing = "0b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a11";
    await expect(createShopItem(handle.db, files.storage, stranger.id, serviceForm(missing))).rejects.toMatchObject({
      reason: "shop_item_shop_not_yours",
    });
    const malformed = { kind: "service", fields: { ...serviceForm(missing).fields, shopId: "nope" } } as ShopItemDraft;
    await expect(createShopItem(handle.db, files.storage, stranger.id, malformed)).rejects.toMatchObject({
      reason: "shop_item_shop_not_yours",
    });

    expect(await listOwnedShopItems(handle.db, stranger.id)).toEqual({ promotions: [], events: [], services: [] });
    expect((await getShopPage(handle.db, shop.id)).promotions).toEqual([]);
    // A refused post leaves no picture behind.
    for (const kind of ["promotion", "event", "service"] as const)
      expect(await files.filesOf(SHOP_ITEM_RULES[kind].bucket, stranger.id)).toEqual([]);
    expect(await listActiveOwnedShops(handle.db, stranger.id)).toEqual([]);
  });

  it("lets nobody but the owner see, change or delete an item, and leaves it as it was", async () => {
    const { owner, shop } = await ownerWithActiveShop();
    const { owner: other, shop: otherShop } = await ownerWithActiveShop();
    const promotion = await createShopItem(
      handle.db,
      files.storage,
      owner.id,
      promotionForm(shop.id, "Mine"),
      await image(),
    );
    const service = await createShopItem(handle.db, files.storage, owner.id, serviceForm(shop.id, "Mine too"));
    const before = await promotionRow(promotion.id);

    const notFound = { code: "not_found", reason: "shop_item_not_found" };
    await expect(getEditableShopItem(handle.db, other.id, "promotion", promotion.id)).rejects.toMatchObject(notFound);
    await expect(
      updateShopItem(handle.db, files.storage, other.id, promotion.id, promotionForm(otherShop.id, "Stolen"), {
        removeImage: true,
      }),
    ).rejects.toMatchObject(notFound);
    await expect(
      updateShopItem(handle.db, files.storage, other.id, promotion.id, promotionForm(shop.id, "Stolen")),
    ).rejects.toMatchObject(notFound);
    await expect(deleteShopItem(handle.db, files.storage, other.id, "promotion", promotion.id)).rejects.toMatchObject(
      notFound,
    );
    await expect(deleteShopItem(handle.db, files.storage, other.id, "service", service.id)).rejects.toMatchObject(
      notFound,
    );
    // The right id under the wrong kind is not found either.
    await expect(deleteShopItem(handle.db, files.storage, owner.id, "event", promotion.id)).rejects.toMatchObject(
      notFound,
    );
    await expect(getEditableShopItem(handle.db, owner.id, "service", promotion.id)).rejects.toMatchObject(notFound);

    expect(await promotionRow(promotion.id)).toEqual(before);
    expect(await serviceRow(service.id)).toMatchObject({ name: "Mine too" });
    expect(await files.filesOf("promotion-images", owner.id)).toEqual(photoFiles(before!.imageUrl));

    // Nor can the owner move an item into someone else's shop.
    await expect(
      updateShopItem(handle.db, files.storage, owner.id, promotion.id, promotionForm(otherShop.id, "Moved")),
    ).rejects.toMatchObject({ reason: "shop_item_shop_not_yours" });
    expect(await promotionRow(promotion.id)).toEqual(before);
  });

  it("answers 'not found' for malformed ids, before any query", async () => {
    const { owner, shop } = await ownerWithActiveShop();
    for (const id of MALFORMED) {
      await expect(getEditableShopItem(handle.db, owner.id, "promotion", id)).rejects.toMatchObject({
        code: "not_found",
      });
      await expect(updateShopItem(handle.db, files.storage, owner.id, id, serviceForm(shop.id))).rejects.toMatchObject({
        code: "not_found",
      });
      await expect(deleteShopItem(handle.db, files.storage, owner.id, "event", id)).rejects.toMatchObject({
        code: "not_found",
      });
    }
  });

  it("lets the owner edit, and move an item to another of their active shops", async () => {
    const { owner, shop } = await ownerWithActiveShop();
    const other = await premiumShop(owner.id);
    expect((await listActiveOwnedShops(handle.db, owner.id)).map((s) => s.id).sort()).toEqual(
      [shop.id, other.id].sort(),
    );
    const { id } = await createShopItem(handle.db, files.storage, owner.id, eventForm(shop.id));
    await updateShopItem(
      handle.db,
      files.storage,
      owner.id,
      id,
      eventForm(other.id, "Coding night, part 2", { price: "", maxParticipants: "", location: "" }),
    );
    expect(await eventRow(id)).toMatchObject({
      shopId: other.id,
      title: "Coding night, part 2",
      price: null,
      maxParticipants: null,
      location: null,
    });

    // Places cannot drop below the people already taking part.
    await handle.db.update(shopEvents).set({ currentParticipants: 5 }).where(eq(shopEvents.id, id));
    await expect(
      updateShopItem(handle.db, files.storage, owner.id, id, eventForm(other.id, "Smaller", { maxParticipants: "4" })),
    ).rejects.toMatchObject({ reason: "shop_item_places_taken" });
    await updateShopItem(
      handle.db,
      files.storage,
      owner.id,
      id,
      eventForm(other.id, "Just right", { maxParticipants: "5" }),
    );
    expect(await eventRow(id)).toMatchObject({ title: "Just right", maxParticipants: 5, currentParticipants: 5 });
  });

  it("stores the picture as WebP in the owner's folder, replaces and removes it, and deletes it with the item", async () => {
    const { owner, shop } = await ownerWithActiveShop();
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#c33" } })
      .jpeg()
      .withExif({ IFD0: { Make: "TecnoPhone" } })
      .toBuffer();
    const { id } = await createShopItem(handle.db, files.storage, owner.id, serviceForm(shop.id), {
      name: "shop.jpg",
      bytes: new Uint8Array(photo),
    });
    const first = (await serviceRow(id))!.imageUrl!;
    expect(first).toMatch(new RegExp(`^/uploads/service-images/${owner.id}/[0-9a-f-]+\\.webp$`));
    expect(await files.filesOf("service-images", owner.id)).toEqual(photoFiles(first));
    const stored = await files.storage.read("service-images", first.replace("/uploads/service-images/", ""));
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect((await getShopPage(handle.db, shop.id)).services[0]?.imageUrl).toBe(first);

    // A new picture replaces the old one, whose file goes once the save is in.
    await updateShopItem(handle.db, files.storage, owner.id, id, serviceForm(shop.id, "Screen repair"), {
      image: await image("#123"),
    });
    const second = (await serviceRow(id))!.imageUrl!;
    expect(second).not.toBe(first);
    expect(await files.filesOf("service-images", owner.id)).toEqual(photoFiles(second));

    // A save without a picture keeps it; a refused one keeps it and leaves no new file.
    await updateShopItem(handle.db, files.storage, owner.id, id, serviceForm(shop.id, "Screen repair"));
    expect((await serviceRow(id))!.imageUrl).toBe(second);
    await expect(
      updateShopItem(handle.db, files.storage, owner.id, id, serviceForm(shop.id), {
        image: { name: "notes.txt", bytes: new TextEncoder().encode("not a picture") },
      }),
    ).rejects.toMatchObject({ reason: "upload_invalid_type" });
    expect(await files.filesOf("service-images", owner.id)).toEqual(photoFiles(second));

    await updateShopItem(handle.db, files.storage, owner.id, id, serviceForm(shop.id), { removeImage: true });
    expect((await serviceRow(id))!.imageUrl).toBeNull();
    expect(await files.filesOf("service-images", owner.id)).toEqual([]);

    const promotion = await createShopItem(handle.db, files.storage, owner.id, promotionForm(shop.id), await image());
    expect(await files.filesOf("promotion-images", owner.id)).toHaveLength(FILES_PER_PHOTO);
    await deleteShopItem(handle.db, files.storage, owner.id, "promotion", promotion.id);
    expect(await promotionRow(promotion.id)).toBeUndefined();
    expect(await files.filesOf("promotion-images", owner.id)).toEqual([]);
  });

  it("refuses an upload that is no picture, or one the decoder cannot draw, with the same 400, and saves nothing", async () => {
    const { owner, shop } = await ownerWithActiveShop();
    for (const bytes of [new TextEncoder().encode("<svg></svg>"), await truncatedPng(), await pixelBombPng()]) {
      await expect(
        createShopItem(handle.db, files.storage, owner.id, eventForm(shop.id), { name: "x.png", bytes }),
      ).rejects.toMatchObject({
        code: "invalid_input",
        reason: "upload_invalid_type",
      });
    }
    expect((await listOwnedShopItems(handle.db, owner.id)).events).toEqual([]);
    expect(await files.filesOf("event-images", owner.id)).toEqual([]);
  });

  it("stops posting and editing when the subscription ends, takes the items off the shop page, and still lets the owner delete them", async () => {
    const { owner, shop } = await ownerWithActiveShop();
    const promotion = await createShopItem(handle.db, files.storage, owner.id, promotionForm(shop.id), await image());
    const event = await createShopItem(handle.db, files.storage, owner.id, eventForm(shop.id));
    await createShopItem(handle.db, files.storage, owner.id, serviceForm(shop.id));
    const { subscriptionEndDate } = (await handle.db.select().from(shops).where(eq(shops.id, shop.id)))[0]!;

    await runSubscriptionRenewals(handle.db, { now: new Date(subscriptionEndDate!.getTime() + 60_000) });
    const page = await getShopPage(handle.db, shop.id);
    expect([page.promotions.length, page.events.length, page.services.length]).toEqual([0, 0, 0]);
    expect(await listActiveOwnedShops(handle.db, owner.id)).toEqual([]);

    const inactive = { code: "forbidden", reason: "shop_item_shop_inactive" };
    for (const kind of ["promotion", "event", "service"] as const) {
      await expect(createShopItem(handle.db, files.storage, owner.id, FORMS[kind](shop.id))).rejects.toMatchObject(
        inactive,
      );
    }
    await expect(
      updateShopItem(handle.db, files.storage, owner.id, event.id, eventForm(shop.id, "Renamed")),
    ).rejects.toMatchObject(inactive);
    expect(await eventRow(event.id)).toMatchObject({ title: "Coding night" });
    expect(await getEditableShopItem(handle.db, owner.id, "event", event.id)).toMatchObject({ shopActive: false });

    // The owner still sees them on shop management and can clear them away.
    expect((await listOwnedShopItems(handle.db, owner.id)).promotions.map((p) => p.id)).toEqual([promotion.id]);
    await deleteShopItem(handle.db, files.storage, owner.id, "promotion", promotion.id);
    expect(await files.filesOf("promotion-images", owner.id)).toEqual([]);
    await expect(deleteShopItem(handle.db, files.storage, owner.id, "promotion", promotion.id)).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("treats a shop past its end date as inactive even before the job has run", async () => {
    const owner = await make.user();
    const lapsed = await make.shop(owner.id, {
      subscriptionActive: true,
      subscriptionPlan: "premium",
      subscriptionEndDate: new Date(Date.now() - 60_000),
    });
    await expect(createShopItem(handle.db, files.storage, owner.id, serviceForm(lapsed.id))).rejects.toMatchObject({
      reason: "shop_item_shop_inactive",
    });
    expect(await listActiveOwnedShops(handle.db, owner.id)).toEqual([]);
    const active = await premiumShop(owner.id);
    expect(await listActiveOwnedShops(handle.db, owner.id)).toEqual([{ id: active.id, name: active.name }]);
  });
});
