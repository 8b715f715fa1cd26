import { count, eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { ShopItemDraft } from "~/lib/shops/forms/shop-item";
import { SHOP_ITEM_RULES } from "~/lib/shops/shop-items";
import type { Database } from "../../../db/client";
import { removeOwnedImage, storeOwnedImage } from "../../../images/store-owned-image";
import type { ObjectStorage } from "../../../storage/storage";
import { assertActiveShopOwner } from "./assert-active-shop-owner";
import { assertItemCanShow } from "./assert-item-can-show";
import { insertShopItem, SHOP_ITEM_IMAGE_SIZE, SHOP_ITEM_TABLES, type ShopItemImage } from "./shop-item-tables";

/** Items of one kind a shop may hold: shop management lists them all on one page. */
export const MAX_ITEMS_PER_KIND = 100;

/**
 * Creates a promotion, event or service under one of the actor's shops whose subscription runs,
 * with its optional picture stored in the actor's folder of the kind's bucket. The shop is checked
 * before the picture is processed and again in the saving transaction; a save that fails deletes
 * the stored picture again.
 */
export async function createShopItem(
  db: Database,
  storage: ObjectStorage,
  actorId: string,
  draft: ShopItemDraft,
  image?: ShopItemImage,
): Promise<{ id: string }> {
  const { bucket } = SHOP_ITEM_RULES[draft.kind];
  await assertActiveShopOwner(db, actorId, draft.fields.shopId);
  assertItemCanShow(draft, new Date());
  const stored = image ? await storeOwnedImage(storage, bucket, actorId, image.bytes, SHOP_ITEM_IMAGE_SIZE) : null;
  try {
    const id = await db.transaction(async (tx) => {
      await assertActiveShopOwner(tx, actorId, draft.fields.shopId);
      const table = SHOP_ITEM_TABLES[draft.kind];
      const [held] = await tx.select({ n: count() }).from(table).where(eq(table.shopId, draft.fields.shopId));
      if ((held?.n ?? 0) >= MAX_ITEMS_PER_KIND)
        throw new AppError("conflict", "shop_item_limit_reached", { max: MAX_ITEMS_PER_KIND });
      return insertShopItem(tx, draft, stored?.url ?? null);
    });
    return { id };
  } catch (error) {
    if (stored) await removeOwnedImage(storage, bucket, actorId, stored.url);
    throw error;
  }
}
