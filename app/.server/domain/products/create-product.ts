import { and, eq, sql } from "drizzle-orm";
import type { ProductInput } from "~/lib/forms/product";
import { feeOnPosting } from "~/lib/listing-fee";
import { MAX_PRODUCT_IMAGES } from "~/lib/upload-rules";
import type { Database } from "../../db/client";
import { products, shops } from "../../db/schema";
import { removeListingImages, type UploadedImage } from "../../images/store-listing-images";
import type { ObjectStorage } from "../../storage/storage";
import { storeArrangedPhotos } from "../listings/store-arranged-photos";
import { takeFreeSlot } from "../listings/take-free-slot";
import { shopIsPremium } from "../shops/shop-card";
import { assertOwnShop } from "./assert-own-shop";
import { productColumns } from "./product-columns";

export interface CreatedListing {
  id: string;
  /** "0.00" when posted free; otherwise the fee owed, and the listing waits as pending. */
  feeAmount: string;
}

/**
 * Posts a product for the signed-in seller. Images are stored first (all or none). The fee is
 * decided in the same transaction as the insert, and the free slot is taken atomically, so two
 * quick posts can never both take the last free slot. A product that owes a fee is saved pending (off the public pages)
 * until it is paid. If the insert fails, the stored images are deleted again.
 */
export async function createProduct(
  db: Database,
  storage: ObjectStorage,
  sellerId: string,
  input: ProductInput,
  images: UploadedImage[],
): Promise<CreatedListing> {
  const { urls: imageUrls } = await storeArrangedPhotos(storage, "product-images", sellerId, [], { order: [], remove: [], files: images }, MAX_PRODUCT_IMAGES);
  try {
    return await db.transaction(async (tx) => {
      if (input.shopId) await assertOwnShop(tx, sellerId, input.shopId);
      const [premium] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(shops)
        .where(and(eq(shops.ownerId, sellerId), shopIsPremium));
      const hasPremiumShop = (premium?.n ?? 0) > 0;
      const listedFree = hasPremiumShop || (await takeFreeSlot(tx, sellerId, "product"));
      const terms = feeOnPosting("product", listedFree, input.price);
      const [created] = await tx
        .insert(products)
        .values({ ...productColumns(input), imageUrls, sellerId, ...terms })
        .returning({ id: products.id });
      return { id: created!.id, feeAmount: terms.feeAmount };
    });
  } catch (error) {
    await removeListingImages(storage, sellerId, "product-images", imageUrls);
    throw error;
  }
}
