import { and, eq, inArray } from "drizzle-orm";
import { isUuid } from "~/lib/shared/uuid";
import { SHOP_ITEM_RULES, type ShopItemKind } from "~/lib/shops/shop-items";
import type { Database } from "../../../db/client";
import { shops } from "../../../db/schema";
import { removeOwnedImage } from "../../../images/store-owned-image";
import type { ObjectStorage } from "../../../storage/storage";
import { SHOP_ITEM_TABLES, shopItemNotFound } from "./shop-item-tables";

/**
 * Deletes a promotion, event or service of one of the actor's shops, then its picture. Allowed
 * whatever the shop's subscription, so an owner can clean up after it ended. Anyone else's item,
 * a missing one or a malformed id is "not found".
 */
export async function deleteShopItem(
  db: Database,
  storage: ObjectStorage,
  actorId: string,
  kind: ShopItemKind,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw shopItemNotFound();
  // The three tables share these columns; one statement serves every kind.
  const table = SHOP_ITEM_TABLES[kind];
  const ownShops = db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, actorId));
  const [deleted] = await db
    .delete(table)
    .where(and(eq(table.id, id), inArray(table.shopId, ownShops)))
    .returning({ imageUrl: table.imageUrl });
  if (!deleted) throw shopItemNotFound();
  await removeOwnedImage(storage, SHOP_ITEM_RULES[kind].bucket, actorId, deleted.imageUrl);
}
