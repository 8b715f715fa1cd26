import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { PRODUCT_TEXT } from "~/lib/forms/product";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";

export interface EditableProduct {
  id: string;
  name: string;
  price: string;
  category: string;
  condition: string | null;
  description: string | null;
  shopId: string | null;
  imageUrls: string[];
  status: string;
  feeAmount: string;
  feePaid: boolean;
}

/** The seller's own product, for the edit form. Another seller's product is "not found or no permission". */
export async function getEditableProduct(db: Database, sellerId: string, productId: string): Promise<EditableProduct> {
  const notFound = new AppError("not_found", PRODUCT_TEXT.notFound.title, PRODUCT_TEXT.notFound.description);
  if (!isUuid(productId)) throw notFound;
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      category: products.category,
      condition: products.condition,
      description: products.description,
      shopId: products.shopId,
      imageUrls: products.imageUrls,
      status: products.status,
      feeAmount: products.feeAmount,
      feePaid: products.feePaid,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
  if (!row) throw notFound;
  return row;
}
