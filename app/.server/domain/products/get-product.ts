import { and, eq, or } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../../db/client";
import { publicPersonColumns, type PublicPerson } from "../../db/queries/public-person-columns";
import { campuses, products, shops, users } from "../../db/schema";
import { publicListing } from "../../db/queries/public-listing";

export interface ProductDetail {
  id: string;
  name: string;
  description: string | null;
  price: string;
  category: string;
  condition: string | null;
  imageUrls: string[];
  status: string;
  viewsCount: number;
  createdAt: Date;
  shop: { id: string; name: string } | null;
  seller: PublicPerson;
}


/**
 * A product page: only public products (active, seller not suspended), except that a seller may
 * look at their own in any status (a pending one shows what buyers will see). Throws not_found
 * with the spec's text.
 */
export async function getProduct(db: Database, id: string, viewerId: string | null = null): Promise<ProductDetail> {
  const notFound = new AppError("not_found", "Product not found", "Product not found");
  if (!isUuid(id)) throw notFound;
  const [row] = await db
    .select({
      product: products,
      shopName: shops.name,
      seller: publicPersonColumns,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(campuses, eq(campuses.id, users.campusId))
    .leftJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.id, id), viewerId ? or(publicListing(products), eq(products.sellerId, viewerId)) : publicListing(products)))
    .limit(1);
  if (!row) throw notFound;
  const { product } = row;
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    category: product.category,
    condition: product.condition,
    imageUrls: product.imageUrls,
    status: product.status,
    viewsCount: product.viewsCount,
    createdAt: product.createdAt,
    shop: product.shopId && row.shopName ? { id: product.shopId, name: row.shopName } : null,
    seller: row.seller,
  };
}
