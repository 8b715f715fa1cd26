import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { ShopItemDraft } from "~/lib/shops/forms/shop-item";
import type { ShopItemKind } from "~/lib/shops/shop-items";
import type { Database } from "../../../db/client";
import { promotions, shopEvents, shopServices, shops } from "../../../db/schema";
import type { ReencodeOptions } from "../../../images/reencode-image";
import { shopIsPremium } from "../shop-card";

/** Each kind's table. All three have id, shop_id, image_url and created_at. */
export const SHOP_ITEM_TABLES = { promotion: promotions, event: shopEvents, service: shopServices } as const;

/** Each kind's columns as the owner's pages read them (shop management's lists, the edit form). */
export const PROMOTION_COLUMNS = {
  shopId: promotions.shopId,
  id: promotions.id,
  title: promotions.title,
  description: promotions.description,
  type: promotions.type,
  startDate: promotions.startDate,
  endDate: promotions.endDate,
  imageUrl: promotions.imageUrl,
  isActive: promotions.isActive,
  createdAt: promotions.createdAt,
};
export const EVENT_COLUMNS = {
  shopId: shopEvents.shopId,
  id: shopEvents.id,
  title: shopEvents.title,
  description: shopEvents.description,
  eventDate: shopEvents.eventDate,
  location: shopEvents.location,
  price: shopEvents.price,
  maxParticipants: shopEvents.maxParticipants,
  currentParticipants: shopEvents.currentParticipants,
  imageUrl: shopEvents.imageUrl,
  isActive: shopEvents.isActive,
  createdAt: shopEvents.createdAt,
};
export const SERVICE_COLUMNS = {
  shopId: shopServices.shopId,
  id: shopServices.id,
  name: shopServices.name,
  description: shopServices.description,
  category: shopServices.category,
  price: shopServices.price,
  durationMinutes: shopServices.durationMinutes,
  imageUrl: shopServices.imageUrl,
  isAvailable: shopServices.isAvailable,
  createdAt: shopServices.createdAt,
};

/** An item's one picture as uploaded. */
export interface ShopItemImage {
  name: string;
  bytes: Uint8Array;
}

/** Shown as a card image and on the shop page; the whole picture is kept, at most 1200 x 900. */
export const SHOP_ITEM_IMAGE_SIZE: ReencodeOptions = { width: 1200, height: 900, fit: "inside" };

/** A database or an open transaction. */
export type Executor = Pick<Database, "select" | "insert" | "update">;

/** A missing item, another owner's, or a malformed id: all the same answer, so nobody learns of others' items. */
export function shopItemNotFound(): AppError {
  return new AppError("not_found", "shop_item_not_found");
}

/**
 * The item of `kind` with this id if its shop is the actor's: its shop, picture and whether the
 * shop's subscription runs now. With `lock`, the item's row is locked until the transaction ends.
 */
export async function findOwnedShopItem(db: Executor, kind: ShopItemKind, actorId: string, id: string, lock = false) {
  const table = SHOP_ITEM_TABLES[kind];
  const query = db
    .select({ shopId: table.shopId, imageUrl: table.imageUrl, shopActive: shopIsPremium })
    .from(table)
    .innerJoin(shops, eq(shops.id, table.shopId))
    .where(and(eq(table.id, id), eq(shops.ownerId, actorId)));
  const [row] = lock ? await query.for("update", { of: table }) : await query;
  return row ?? null;
}

/** Stores a new item from a checked form: created active (available). Returns its id. */
export async function insertShopItem(db: Executor, draft: ShopItemDraft, imageUrl: string | null): Promise<string> {
  switch (draft.kind) {
    case "promotion": {
      const f = draft.fields;
      const [row] = await db
        .insert(promotions)
        .values({
          shopId: f.shopId,
          title: f.title,
          description: f.description ?? null,
          type: f.type,
          startDate: f.startDate,
          endDate: f.endDate,
          imageUrl,
          isActive: true,
        })
        .returning({ id: promotions.id });
      return row!.id;
    }
    case "event": {
      const f = draft.fields;
      const [row] = await db
        .insert(shopEvents)
        .values({
          shopId: f.shopId,
          title: f.title,
          description: f.description ?? null,
          eventDate: f.eventDate,
          location: f.location ?? null,
          price: f.price ?? null,
          maxParticipants: f.maxParticipants ?? null,
          imageUrl,
          isActive: true,
        })
        .returning({ id: shopEvents.id });
      return row!.id;
    }
    case "service": {
      const f = draft.fields;
      const [row] = await db
        .insert(shopServices)
        .values({
          shopId: f.shopId,
          name: f.name,
          description: f.description ?? null,
          category: f.category ?? null,
          price: f.price,
          durationMinutes: f.durationMinutes ?? null,
          imageUrl,
          isAvailable: true,
        })
        .returning({ id: shopServices.id });
      return row!.id;
    }
  }
}

/**
 * Writes a checked form over an item (already known to be the actor's). An event's places cannot
 * drop below the people already taking part.
 */
export async function updateShopItemRow(
  db: Executor,
  draft: ShopItemDraft,
  id: string,
  imageUrl: string | null,
): Promise<void> {
  switch (draft.kind) {
    case "promotion": {
      const f = draft.fields;
      await db
        .update(promotions)
        .set({
          shopId: f.shopId,
          title: f.title,
          description: f.description ?? null,
          type: f.type,
          startDate: f.startDate,
          endDate: f.endDate,
          imageUrl,
        })
        .where(eq(promotions.id, id));
      return;
    }
    case "event": {
      const f = draft.fields;
      const max = f.maxParticipants ?? null;
      const updated = await db
        .update(shopEvents)
        .set({
          shopId: f.shopId,
          title: f.title,
          description: f.description ?? null,
          eventDate: f.eventDate,
          location: f.location ?? null,
          price: f.price ?? null,
          maxParticipants: max,
          imageUrl,
        })
        .where(and(eq(shopEvents.id, id), max === null ? undefined : sql`${shopEvents.currentParticipants} <= ${max}`))
        .returning({ id: shopEvents.id });
      if (updated.length === 0) throw new AppError("invalid_input", "shop_item_places_taken");
      return;
    }
    case "service": {
      const f = draft.fields;
      await db
        .update(shopServices)
        .set({
          shopId: f.shopId,
          name: f.name,
          description: f.description ?? null,
          category: f.category ?? null,
          price: f.price,
          durationMinutes: f.durationMinutes ?? null,
          imageUrl,
        })
        .where(eq(shopServices.id, id));
      return;
    }
  }
}
