import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { ShopInput } from "~/lib/shops/forms/shop";
import type { Database } from "../../db/client";
import { campuses, shops } from "../../db/schema";
import { removeOwnedImage } from "../../images/store-owned-image";
import type { ObjectStorage } from "../../storage/storage";
import type { ShopPictures } from "./shop-images";
import { storeShopPictures } from "./store-shop-pictures";

/**
 * Saves the owner's changes to their shop: only its owner (anyone else, like a missing shop, gets
 * "not found"). A new logo or cover replaces the old, which is deleted once the save is committed;
 * a save that fails deletes the new pictures instead. The subscription is not the form's to change.
 */
export async function updateShop(
  db: Database,
  storage: ObjectStorage,
  actorId: string,
  shopId: string,
  input: ShopInput,
  pictures: ShopPictures,
): Promise<void> {
  if (!isUuid(shopId)) throw new AppError("not_found", "shop_edit_not_found");
  // Someone else's shop is refused before their pictures cost any work (and checked again below, locked).
  const [owned] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.ownerId, actorId)));
  if (!owned) throw new AppError("not_found", "shop_edit_not_found");
  const stored = await storeShopPictures(storage, actorId, pictures);
  let replaced: Array<string | null> = [];
  try {
    replaced = await db.transaction(async (tx) => {
      const [shop] = await tx
        .select({ logoUrl: shops.logoUrl, coverImageUrl: shops.coverImageUrl })
        .from(shops)
        .where(and(eq(shops.id, shopId), eq(shops.ownerId, actorId)))
        .for("no key update");
      if (!shop) throw new AppError("not_found", "shop_edit_not_found");
      if (input.campusId) {
        const [campus] = await tx.select({ id: campuses.id }).from(campuses).where(eq(campuses.id, input.campusId));
        if (!campus) throw new AppError("invalid_input", "shop_campus_unknown");
      }
      const logoUrl = stored.logoUrl ?? (pictures.removeLogo ? null : shop.logoUrl);
      const coverImageUrl = stored.coverImageUrl ?? (pictures.removeCover ? null : shop.coverImageUrl);
      await tx
        .update(shops)
        .set({
          name: input.name,
          description: input.description ?? null,
          category: input.category,
          location: input.location,
          address: input.address ?? null,
          phoneNumber: input.phoneNumber || null,
          phoneNumberPublic: input.phoneNumberPublic,
          // Left blank, the campus stays as it was.
          ...(input.campusId ? { campusId: input.campusId } : {}),
          logoUrl,
          coverImageUrl,
          updatedAt: sql`now()`,
        })
        .where(eq(shops.id, shopId));
      return [
        shop.logoUrl !== logoUrl ? shop.logoUrl : null,
        shop.coverImageUrl !== coverImageUrl ? shop.coverImageUrl : null,
      ];
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
  await Promise.all(replaced.map((url) => removeOwnedImage(storage, "shop-logos", actorId, url)));
}
