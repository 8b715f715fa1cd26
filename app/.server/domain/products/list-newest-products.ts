import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products, users } from "../../db/schema";
import { productCardColumns, type ProductCard } from "./product-card";
import { publicListing } from "../../db/queries/public-listing";

/** Home page: the newest active products, whatever the campus. */
export async function listNewestProducts(db: Database, limit = 12): Promise<ProductCard[]> {
  return db
    .select(productCardColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(publicListing(products))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}
