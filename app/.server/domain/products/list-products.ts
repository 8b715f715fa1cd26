import { and, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { ProductFilters } from "~/lib/listing-filters";
import type { Database } from "../../db/client";
import { products, users } from "../../db/schema";
import { searchMatches, searchRank } from "../search";
import { productCardColumns, type ProductCard } from "./product-card";

export const PRODUCTS_PAGE_SIZE = 24;

export interface ListProductsInput extends ProductFilters {
  /** Only products whose seller's campus is one of these (visitor campus or the user's campuses). */
  campusIds?: string[];
  pageSize?: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

/** Public product list: active only, filters combined with AND, newest first (best match first when searching). */
export async function listProducts(db: Database, input: ListProductsInput): Promise<Page<ProductCard>> {
  const pageSize = input.pageSize ?? PRODUCTS_PAGE_SIZE;
  const where: SQL[] = [eq(products.status, "active")];
  if (input.category) where.push(eq(products.category, input.category));
  if (input.condition) where.push(eq(products.condition, input.condition));
  if (input.minPrice !== undefined) where.push(gte(products.price, String(input.minPrice)));
  if (input.maxPrice !== undefined) where.push(lte(products.price, String(input.maxPrice)));
  if (input.shopId) where.push(eq(products.shopId, input.shopId));
  if (input.campusIds && input.campusIds.length > 0) where.push(inArray(users.campusId, input.campusIds));
  if (input.q) where.push(searchMatches(products.search, products.name, products.description, input.q));

  const order = input.q ? [...searchRank(products.search, products.name, input.q), desc(products.createdAt)] : [desc(products.createdAt)];
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(and(...where))
    .orderBy(...order, desc(products.id))
    .limit(pageSize + 1)
    .offset((input.page - 1) * pageSize);
  return { items: rows.slice(0, pageSize), page: input.page, hasMore: rows.length > pageSize };
}
