import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { PRODUCT_TEXT, type ProductInput } from "~/lib/forms/product";
import { feeAfterEdit } from "~/lib/listing-fee";
import { MAX_PRODUCT_IMAGES } from "~/lib/upload-rules";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { removeListingImages } from "../../images/store-listing-images";
import type { ObjectStorage } from "../../storage/storage";
import { sameOrder } from "../listings/same-order";
import { PHOTOS_CHANGED_TEXT, storeArrangedPhotos, type ListingPhotosInput } from "../listings/store-arranged-photos";
import { assertOwnShop } from "./assert-own-shop";
import { productColumns } from "./product-columns";

/**
 * Saves the seller's changes to their own product, photos included (kept, removed, reordered,
 * added; at most 5 in all). Anyone else, or a missing product, gets the spec's "not found or you
 * don't have permission" error: the check is here, not only in the page. A fee still owed follows
 * the new price; a fee already paid or waived is not charged again.
 */
export async function updateProduct(
  db: Database,
  storage: ObjectStorage,
  sellerId: string,
  productId: string,
  input: ProductInput,
  photos: ListingPhotosInput,
): Promise<void> {
  const notFound = new AppError("not_found", PRODUCT_TEXT.notFound.title, PRODUCT_TEXT.notFound.description);
  if (!isUuid(productId)) throw notFound;
  const own = and(eq(products.id, productId), eq(products.sellerId, sellerId));
  const [current] = await db.select({ imageUrls: products.imageUrls }).from(products).where(own);
  if (!current) throw notFound;
  const arranged = await storeArrangedPhotos(storage, "product-images", sellerId, current.imageUrls, photos, MAX_PRODUCT_IMAGES);
  try {
    await db.transaction(async (tx) => {
      if (input.shopId) await assertOwnShop(tx, sellerId, input.shopId);
      // Locks the row, so a concurrent edit or payment cannot interleave with the fee decision.
      const [row] = await tx.select({ feePaid: products.feePaid, feeAmount: products.feeAmount, feeWaived: products.feeWaived, status: products.status, imageUrls: products.imageUrls }).from(products).where(own).for("update");
      if (!row) throw notFound;
      if (!sameOrder(row.imageUrls, current.imageUrls)) throw new AppError("conflict", PHOTOS_CHANGED_TEXT.title, PHOTOS_CHANGED_TEXT.description);
      await tx
        .update(products)
        .set({
          ...productColumns(input),
          imageUrls: arranged.urls,
          updatedAt: new Date(),
          ...feeAfterEdit("product", row, input.price),
        })
        .where(own);
    });
  } catch (error) {
    await removeListingImages(storage, sellerId, "product-images", arranged.added);
    throw error;
  }
  await removeListingImages(storage, sellerId, "product-images", arranged.dropped);
}
