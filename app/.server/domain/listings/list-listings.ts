import { and, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { ListingKind } from "~/lib/listing-kinds";
import type { Database } from "../../db/client";
import { type Page, pageWindow, toPage } from "../../db/queries/page";
import { publicListing } from "../../db/queries/public-listing";
import { inIdOrder, searchPage } from "../../db/queries/search-page";
import { sellerOnCampuses } from "../../db/queries/seller-on-campuses";
import { listings, users } from "../../db/schema";
import { type ListingCard, listingCardColumns } from "./listing-card";

export const LISTINGS_PAGE_SIZE = 24;

export interface ListListingsInput {
  q?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Products: a condition, a shop's listings. */
  condition?: string;
  shopId?: string;
  /** Accommodations: a room type. */
  roomType?: string;
  /** Only listings whose seller's campus is one of these (visitor campus or the user's campuses). */
  campusIds?: string[];
  page: number;
  pageSize?: number;
}

/** A kind's public list: active listings only, filters combined with AND, newest first; search when `q` is given. */
export async function listListings(db: Database, kind: ListingKind, input: ListListingsInput): Promise<Page<ListingCard>> {
  const pageSize = input.pageSize ?? LISTINGS_PAGE_SIZE;
  const filters: SQL[] = [eq(listings.kind, kind), publicListing(listings)];
  if (input.category) filters.push(eq(listings.category, input.category));
  if (input.condition) filters.push(eq(listings.condition, input.condition));
  if (input.roomType) filters.push(eq(listings.roomType, input.roomType));
  if (input.shopId) filters.push(eq(listings.shopId, input.shopId));
  if (input.minPrice !== undefined) filters.push(gte(listings.price, String(input.minPrice)));
  if (input.maxPrice !== undefined) filters.push(lte(listings.price, String(input.maxPrice)));
  if (input.campusIds && input.campusIds.length > 0) filters.push(sellerOnCampuses(listings.sellerId, input.campusIds));
  const where = and(...filters)!;
  const cards = db.select(listingCardColumns).from(listings).innerJoin(users, eq(users.id, listings.sellerId));

  if (input.q) {
    const found = await searchPage(
      db,
      { table: listings, vocabulary: kind, id: listings.id, createdAt: listings.createdAt, document: listings.search, title: listings.title, description: listings.description },
      { q: input.q, where, page: input.page, pageSize },
    );
    const rows = found.ids.length > 0 ? await cards.where(inArray(listings.id, found.ids)) : [];
    return { items: inIdOrder(rows, found.ids), page: input.page, hasMore: found.hasMore };
  }

  const window = pageWindow(input.page, pageSize);
  const rows = await cards.where(where).orderBy(desc(listings.createdAt), desc(listings.id)).limit(window.limit).offset(window.offset);
  return toPage(rows, input.page, pageSize);
}
