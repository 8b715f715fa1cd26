import { removeOwnedImage, storeOwnedImage } from "../../images/store-owned-image";
import type { ObjectStorage } from "../../storage/storage";
import { SHOP_COVER_SIZE, SHOP_LOGO_SIZE, type ShopPictures } from "./shop-images";

export interface StoredShopPictures {
  logoUrl?: string;
  coverImageUrl?: string;
  /** Deletes what was stored, for a save that failed afterwards. */
  discard(): Promise<void>;
}

/**
 * Stores a shop form's new logo and cover in the owner's own folder, both checked before either is
 * kept: if the second is refused, the first is deleted again, so a refused form leaves no file.
 */
export async function storeShopPictures(
  storage: ObjectStorage,
  ownerId: string,
  pictures: ShopPictures,
): Promise<StoredShopPictures> {
  const urls: string[] = [];
  const discard = async () => {
    await Promise.all(urls.map((url) => removeOwnedImage(storage, "shop-logos", ownerId, url)));
  };
  try {
    const logo = pictures.logo
      ? await storeOwnedImage(storage, "shop-logos", ownerId, pictures.logo, SHOP_LOGO_SIZE)
      : undefined;
    if (logo) urls.push(logo.url);
    const cover = pictures.cover
      ? await storeOwnedImage(storage, "shop-logos", ownerId, pictures.cover, SHOP_COVER_SIZE)
      : undefined;
    if (cover) urls.push(cover.url);
    return { logoUrl: logo?.url, coverImageUrl: cover?.url, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
