import { and, desc, eq, type SQL } from "drizzle-orm";
import type { ShopFilters } from "~/lib/listing-filters";
import type { Database } from "../../db/client";
import { shops, users } from "../../db/schema";
import type { Page } from "../products/list-products";
import { searchMatches, searchRank } from "../search";
import { shopCardColumns, type ShopCard } from "./shop-card";

export const SHOPS_PAGE_SIZE = 24;

/** Public shop directory: search, category and campus filters, newest first. */
export async function listShops(db: Database, input: ShopFilters & { pageSize?: number }): Promise<Page<ShopCard>> {
  const pageSize = input.pageSize ?? SHOPS_PAGE_SIZE;
  const where: SQL[] = [];
  if (input.category) where.push(eq(shops.category, input.category));
  if (input.campusId) where.push(eq(shops.campusId, input.campusId));
  if (input.q) where.push(searchMatches(shops.search, shops.name, shops.description, input.q));
  const order = input.q ? [...searchRank(shops.search, shops.name, input.q), desc(shops.createdAt)] : [desc(shops.createdAt)];
  const rows = await db
    .select(shopCardColumns)
    .from(shops)
    .leftJoin(users, eq(users.id, shops.ownerId))
    .where(and(...where))
    .orderBy(...order, desc(shops.id))
    .limit(pageSize + 1)
    .offset((input.page - 1) * pageSize);
  return { items: rows.slice(0, pageSize), page: input.page, hasMore: rows.length > pageSize };
}
