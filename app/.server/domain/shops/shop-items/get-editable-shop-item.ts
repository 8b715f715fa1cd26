import { and, eq } from "drizzle-orm";
import { isUuid } from "~/lib/shared/uuid";
import type { ShopItemKind } from "~/lib/shops/shop-items";
import type { Database } from "../../../db/client";
import { promotions, shopEvents, shopServices, shops } from "../../../db/schema";
import { shopIsPremium } from "../shop-card";
import { EVENT_COLUMNS, PROMOTION_COLUMNS, SERVICE_COLUMNS, shopItemNotFound } from "./shop-item-tables";

/** What every item's edit form shows besides its own fields: its shop, and whether that shop's subscription runs. */
const SHOP_COLUMNS = { shopId: shops.id, shopName: shops.name, shopActive: shopIsPremium };

/**
 * A promotion, event or service for its owner's edit form. Another owner's item, a missing one or
 * a malformed id is "not found".
 */
export async function getEditableShopItem(db: Database, actorId: string, kind: ShopItemKind, id: string) {
  if (!isUuid(id)) throw shopItemNotFound();
  const item = await select(db, actorId, kind, id);
  if (!item) throw shopItemNotFound();
  return item;
}

async function select(db: Database, actorId: string, kind: ShopItemKind, id: string) {
  const owned = eq(shops.ownerId, actorId);
  switch (kind) {
    case "promotion": {
      const [row] = await db
        .select({ ...PROMOTION_COLUMNS, ...SHOP_COLUMNS })
        .from(promotions)
        .innerJoin(shops, eq(shops.id, promotions.shopId))
        .where(and(eq(promotions.id, id), owned));
      return row ? { kind, ...row } : null;
    }
    case "event": {
      const [row] = await db
        .select({ ...EVENT_COLUMNS, ...SHOP_COLUMNS })
        .from(shopEvents)
        .innerJoin(shops, eq(shops.id, shopEvents.shopId))
        .where(and(eq(shopEvents.id, id), owned));
      return row ? { kind, ...row } : null;
    }
    case "service": {
      const [row] = await db
        .select({ ...SERVICE_COLUMNS, ...SHOP_COLUMNS })
        .from(shopServices)
        .innerJoin(shops, eq(shops.id, shopServices.shopId))
        .where(and(eq(shopServices.id, id), owned));
      return row ? { kind, ...row } : null;
    }
  }
}

export type EditableShopItem = Awaited<ReturnType<typeof getEditableShopItem>>;
