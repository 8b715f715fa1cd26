import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { PRODUCT_TEXT } from "~/lib/forms/product";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { removeListingImages } from "../../images/store-listing-images";
import type { ObjectStorage } from "../../storage/storage";

/** Deletes the seller's own product and then its photos; anyone else gets "not found or no permission". */
export async function deleteProduct(db: Database, storage: ObjectStorage, sellerId: string, productId: string): Promise<void> {
  const notFound = new AppError("not_found", PRODUCT_TEXT.notFound.title, PRODUCT_TEXT.notFound.description);
  if (!isUuid(productId)) throw notFound;
  const [deleted] = await db
    .delete(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
    .returning({ imageUrls: products.imageUrls });
  if (!deleted) throw notFound;
  await removeListingImages(storage, sellerId, "product-images", deleted.imageUrls);
}
