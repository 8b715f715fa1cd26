import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { ShopItemDraft } from "~/lib/shops/forms/shop-item";
import { SHOP_ITEM_RULES } from "~/lib/shops/shop-items";
import type { Database } from "../../../db/client";
import { removeOwnedImage, storeOwnedImage } from "../../../images/store-owned-image";
import type { ObjectStorage } from "../../../storage/storage";
import { assertActiveShopOwner } from "./assert-active-shop-owner";
import {
  type Executor,
  findOwnedShopItem,
  SHOP_ITEM_IMAGE_SIZE,
  type ShopItemImage,
  shopItemNotFound,
  updateShopItemRow,
} from "./shop-item-tables";

/** The edit form's picture: a new one replacing the stored one, or the stored one taken away. */
export interface ShopItemPicture {
  image?: ShopItemImage;
  removeImage?: boolean;
}

/**
 * Saves the owner's changes to a promotion, event or service. Only the owner of the item's shop
 * (anyone else, like a missing item, gets "not found"), and only while that shop's subscription
 * runs, as for posting; moving it to another shop needs that shop to be the owner's active one
 * too. A replaced or removed picture is deleted once the save is committed; a save that fails
 * deletes the new picture instead.
 */
export async function updateShopItem(
  db: Database,
  storage: ObjectStorage,
  actorId: string,
  id: string,
  draft: ShopItemDraft,
  picture: ShopItemPicture = {},
): Promise<void> {
  if (!isUuid(id)) throw shopItemNotFound();
  const { bucket } = SHOP_ITEM_RULES[draft.kind];
  // Refused before the picture is processed, and checked again under the row lock.
  await editableItem(db, actorId, id, draft);
  const stored = picture.image
    ? await storeOwnedImage(storage, bucket, actorId, picture.image.bytes, SHOP_ITEM_IMAGE_SIZE)
    : null;
  let replaced: string | null = null;
  try {
    replaced = await db.transaction(async (tx) => {
      const current = await editableItem(tx, actorId, id, draft, true);
      const imageUrl = stored?.url ?? (picture.removeImage ? null : current.imageUrl);
      await updateShopItemRow(tx, draft, id, imageUrl);
      return current.imageUrl !== imageUrl ? current.imageUrl : null;
    });
  } catch (error) {
    if (stored) await removeOwnedImage(storage, bucket, actorId, stored.url);
    throw error;
  }
  await removeOwnedImage(storage, bucket, actorId, replaced);
}

async function editableItem(db: Executor, actorId: string, id: string, draft: ShopItemDraft, lock = false) {
  const current = await findOwnedShopItem(db, draft.kind, actorId, id, lock);
  if (!current) throw shopItemNotFound();
  if (!current.shopActive) throw new AppError("forbidden", "shop_item_shop_inactive");
  if (draft.fields.shopId !== current.shopId) await assertActiveShopOwner(db, actorId, draft.fields.shopId);
  return current;
}
