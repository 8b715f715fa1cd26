import type { ShopItemDraft } from "~/lib/forms/shop-item";
import { SHOP_ITEM_RULES } from "~/lib/shop-items";
import type { Database } from "../../db/client";
import { removeOwnedImage, storeOwnedImage } from "../../images/store-owned-image";
import type { ObjectStorage } from "../../storage/storage";
import { assertActiveShopOwner } from "./assert-active-shop-owner";
import { insertShopItem, SHOP_ITEM_IMAGE_SIZE, type ShopItemImage } from "./shop-item-tables";

/**
 * Creates a promotion, event or service under one of the actor's shops whose subscription runs,
 * with its optional picture stored in the actor's folder of the kind's bucket. The shop is checked
 * before the picture is processed and again in the saving transaction; a save that fails deletes
 * the stored picture again.
 */
export async function createShopItem(db: Database, storage: ObjectStorage, actorId: string, draft: ShopItemDraft, image?: ShopItemImage): Promise<{ id: string }> {
  const { bucket } = SHOP_ITEM_RULES[draft.kind];
  await assertActiveShopOwner(db, actorId, draft.fields.shopId);
  const stored = image ? await storeOwnedImage(storage, bucket, actorId, image.bytes, SHOP_ITEM_IMAGE_SIZE) : null;
  try {
    const id = await db.transaction(async (tx) => {
      await assertActiveShopOwner(tx, actorId, draft.fields.shopId);
      return insertShopItem(tx, draft, stored?.url ?? null);
    });
    return { id };
  } catch (error) {
    if (stored) await removeOwnedImage(storage, bucket, actorId, stored.url);
    throw error;
  }
}
