import { and, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { ProductFilters } from "~/lib/listing-filters";
import type { Database } from "../../db/client";
import { products, users } from "../../db/schema";
import { pageWindow, toPage, type Page } from "../../db/queries/page";
import { inIdOrder, searchPage } from "../../db/queries/search-page";
import { sellerOnCampuses } from "../../db/queries/seller-on-campuses";
import { productCardColumns, type ProductCard } from "./product-card";
import { publicListing } from "../../db/queries/public-listing";

export const PRODUCTS_PAGE_SIZE = 24;

export interface ListProductsInput extends ProductFilters {
  /** Only products whose seller's campus is one of these (visitor campus or the user's campuses). */
  campusIds?: string[];
  pageSize?: number;
}

/** Public product list: active only, filters combined with AND, newest first. */
export async function listProducts(db: Database, input: ListProductsInput): Promise<Page<ProductCard>> {
  const pageSize = input.pageSize ?? PRODUCTS_PAGE_SIZE;
  const filters: SQL[] = [publicListing(products)];
  if (input.category) filters.push(eq(products.category, input.category));
  if (input.condition) filters.push(eq(products.condition, input.condition));
  if (input.minPrice !== undefined) filters.push(gte(products.price, String(input.minPrice)));
  if (input.maxPrice !== undefined) filters.push(lte(products.price, String(input.maxPrice)));
  if (input.shopId) filters.push(eq(products.shopId, input.shopId));
  if (input.campusIds && input.campusIds.length > 0) filters.push(sellerOnCampuses(products.sellerId, input.campusIds));
  const where = and(...filters)!;
  const cards = db.select(productCardColumns).from(products).innerJoin(users, eq(users.id, products.sellerId));

  if (input.q) {
    const found = await searchPage(
      db,
      { table: products, id: products.id, createdAt: products.createdAt, document: products.search, title: products.name, description: products.description },
      { q: input.q, where, page: input.page, pageSize },
    );
    const rows = found.ids.length > 0 ? await cards.where(inArray(products.id, found.ids)) : [];
    return { items: inIdOrder(rows, found.ids), page: input.page, hasMore: found.hasMore };
  }

  const window = pageWindow(input.page, pageSize);
  const rows = await cards.where(where).orderBy(desc(products.createdAt), desc(products.id)).limit(window.limit).offset(window.offset);
  return toPage(rows, input.page, pageSize);
}
