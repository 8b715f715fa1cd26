import { and, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { AccommodationFilters } from "~/lib/listing-filters";
import type { Database } from "../../db/client";
import { accommodations, users } from "../../db/schema";
import type { Page } from "../products/list-products";
import { searchMatches, searchRank } from "../search";
import { accommodationCardColumns, type AccommodationCard } from "./accommodation-card";

export const ACCOMMODATIONS_PAGE_SIZE = 24;

export interface ListAccommodationsInput extends AccommodationFilters {
  campusIds?: string[];
  pageSize?: number;
}

/** Public accommodation list: active only, filters combined with AND, newest first. */
export async function listAccommodations(
  db: Database,
  input: ListAccommodationsInput,
): Promise<Page<AccommodationCard>> {
  const pageSize = input.pageSize ?? ACCOMMODATIONS_PAGE_SIZE;
  const where: SQL[] = [eq(accommodations.status, "active")];
  if (input.category) where.push(eq(accommodations.category, input.category));
  if (input.roomType) where.push(eq(accommodations.roomType, input.roomType));
  if (input.minPrice !== undefined) where.push(gte(accommodations.price, String(input.minPrice)));
  if (input.maxPrice !== undefined) where.push(lte(accommodations.price, String(input.maxPrice)));
  if (input.campusIds && input.campusIds.length > 0) where.push(inArray(users.campusId, input.campusIds));
  if (input.q) where.push(searchMatches(accommodations.search, accommodations.title, accommodations.description, input.q));

  const order = input.q
    ? [...searchRank(accommodations.search, accommodations.title, input.q), desc(accommodations.createdAt)]
    : [desc(accommodations.createdAt)];
  const rows = await db
    .select(accommodationCardColumns)
    .from(accommodations)
    .innerJoin(users, eq(users.id, accommodations.sellerId))
    .where(and(...where))
    .orderBy(...order, desc(accommodations.id))
    .limit(pageSize + 1)
    .offset((input.page - 1) * pageSize);
  return { items: rows.slice(0, pageSize), page: input.page, hasMore: rows.length > pageSize };
}
