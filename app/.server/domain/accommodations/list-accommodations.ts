import { and, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { AccommodationFilters } from "~/lib/listing-filters";
import type { Database } from "../../db/client";
import { accommodations, users } from "../../db/schema";
import { pageWindow, toPage, type Page } from "../../db/queries/page";
import { sellerOnCampuses } from "../../db/queries/seller-on-campuses";
import { inIdOrder, searchPage } from "../../db/queries/search-page";
import { accommodationCardColumns, type AccommodationCard } from "./accommodation-card";
import { publicListing } from "../../db/queries/public-listing";

export const ACCOMMODATIONS_PAGE_SIZE = 24;

export interface ListAccommodationsInput extends AccommodationFilters {
  campusIds?: string[];
  pageSize?: number;
}

/** Public accommodation list: active only, filters combined with AND, newest first. */
export async function listAccommodations(db: Database, input: ListAccommodationsInput): Promise<Page<AccommodationCard>> {
  const pageSize = input.pageSize ?? ACCOMMODATIONS_PAGE_SIZE;
  const filters: SQL[] = [publicListing(accommodations)];
  if (input.category) filters.push(eq(accommodations.category, input.category));
  if (input.roomType) filters.push(eq(accommodations.roomType, input.roomType));
  if (input.minPrice !== undefined) filters.push(gte(accommodations.price, String(input.minPrice)));
  if (input.maxPrice !== undefined) filters.push(lte(accommodations.price, String(input.maxPrice)));
  if (input.campusIds && input.campusIds.length > 0) filters.push(sellerOnCampuses(accommodations.sellerId, input.campusIds));
  const where = and(...filters)!;
  const cards = db.select(accommodationCardColumns).from(accommodations).innerJoin(users, eq(users.id, accommodations.sellerId));

  if (input.q) {
    const found = await searchPage(
      db,
      {
        table: accommodations,
        id: accommodations.id,
        createdAt: accommodations.createdAt,
        document: accommodations.search,
        title: accommodations.title,
        description: accommodations.description,
      },
      { q: input.q, where, page: input.page, pageSize },
    );
    const rows = found.ids.length > 0 ? await cards.where(inArray(accommodations.id, found.ids)) : [];
    return { items: inIdOrder(rows, found.ids), page: input.page, hasMore: found.hasMore };
  }

  const window = pageWindow(input.page, pageSize);
  const rows = await cards
    .where(where)
    .orderBy(desc(accommodations.createdAt), desc(accommodations.id))
    .limit(window.limit)
    .offset(window.offset);
  return toPage(rows, input.page, pageSize);
}
