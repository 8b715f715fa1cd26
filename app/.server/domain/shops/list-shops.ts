import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ShopFilters } from "~/lib/listings/listing-filters";
import type { Database } from "../../db/client";
import { type Page, pageWindow, toPage } from "../../db/queries/page";
import { inIdOrder, searchPage } from "../../db/queries/search-page";
import { shops, users } from "../../db/schema";
import { type ShopCard, shopCardColumns } from "./shop-card";

export const SHOPS_PAGE_SIZE = 24;

/** Public shop directory: search, category and campus filters, newest first. */
export async function listShops(db: Database, input: ShopFilters & { pageSize?: number }): Promise<Page<ShopCard>> {
  const pageSize = input.pageSize ?? SHOPS_PAGE_SIZE;
  const filters: SQL[] = [sql`true`];
  if (input.category) filters.push(eq(shops.category, input.category));
  if (input.campusId) filters.push(eq(shops.campusId, input.campusId));
  const where = and(...filters)!;
  const cards = db.select(shopCardColumns).from(shops).leftJoin(users, eq(users.id, shops.ownerId));

  if (input.q) {
    const found = await searchPage(
      db,
      {
        table: shops,
        vocabulary: "shop",
        id: shops.id,
        createdAt: shops.createdAt,
        document: shops.search,
        title: shops.name,
        description: shops.description,
      },
      { q: input.q, where, page: input.page, pageSize },
    );
    const rows = found.ids.length > 0 ? await cards.where(inArray(shops.id, found.ids)) : [];
    return { items: inIdOrder(rows, found.ids), page: input.page, hasMore: found.hasMore };
  }

  const window = pageWindow(input.page, pageSize);
  const rows = await cards
    .where(where)
    .orderBy(desc(shops.createdAt), desc(shops.id))
    .limit(window.limit)
    .offset(window.offset);
  return toPage(rows, input.page, pageSize);
}
