import { type AnyColumn, and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { EARTH_RADIUS_KM } from "~/lib/campuses/geo";
import type { ListingKind } from "~/lib/listings/kinds";
import type { AppliedSort, ListSort } from "~/lib/listings/listing-filters";
import type { Database } from "../../db/client";
import { type Page, pageWindow, toPage } from "../../db/queries/page";
import { accountNotSuspended, listedPublicly } from "../../db/queries/public-listing";
import { inIdOrder, type SearchOrder, searchPage } from "../../db/queries/search-page";
import { sellerOnCampuses } from "../../db/queries/seller-on-campuses";
import { withIndexFriendlyPlanner } from "../../db/queries/with-index-friendly-planner";
import { campuses, listings, sellerListingCounts, users } from "../../db/schema";
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
  /** The order asked for; none is newest first, or the best match when searching. */
  sort?: ListSort;
  /** Where "nearest" measures from: the visitor's chosen campus. */
  nearCampusId?: string;
  /**
   * The signed-in student browsing: their own listings are left out (they have My Listings), and
   * "nearest" measures from their primary campus when no campus is given.
   */
  viewerId?: string;
  page: number;
  pageSize?: number;
}

export interface ListingPage extends Page<ListingCard> {
  /** How many listings match in all (every page). */
  total: number;
  sort: AppliedSort;
}

/**
 * A kind's public list: active listings only, filters combined with AND, in the order asked for
 * (newest first by default, the best match when searching); with the exact number of matches:
 * from the sellers' counts for a whole list, a count(*) over the same filters when the listing's
 * own columns narrow it (planned to read the matching rows through their index, not the whole
 * table: a category is a tenth of the listings), and free from the search's own sort when
 * searching.
 */
export async function listListings(db: Database, kind: ListingKind, input: ListListingsInput): Promise<ListingPage> {
  const pageSize = input.pageSize ?? LISTINGS_PAGE_SIZE;
  const filters: SQL[] = [eq(listings.kind, kind), listedPublicly(listings)];
  if (input.category) filters.push(eq(listings.category, input.category));
  if (input.condition) filters.push(eq(listings.condition, input.condition));
  if (input.roomType) filters.push(eq(listings.roomType, input.roomType));
  if (input.shopId) filters.push(eq(listings.shopId, input.shopId));
  if (input.minPrice !== undefined) filters.push(gte(listings.price, String(input.minPrice)));
  if (input.maxPrice !== undefined) filters.push(lte(listings.price, String(input.maxPrice)));
  if (input.campusIds && input.campusIds.length > 0) filters.push(sellerOnCampuses(listings.sellerId, input.campusIds));
  if (input.viewerId) filters.push(ne(listings.sellerId, input.viewerId));
  const where = and(...filters)!;
  const origin = input.sort === "nearest" ? await findOrigin(db, input) : null;
  const sort: AppliedSort =
    input.sort === "nearest" && !origin
      ? input.q
        ? "relevance"
        : "newest"
      : (input.sort ?? (input.q ? "relevance" : "newest"));
  const cards = db.select(listingCardColumns).from(listings).innerJoin(users, eq(users.id, listings.sellerId));

  if (input.q) {
    const order: SearchOrder =
      sort === "newest" || sort === "relevance"
        ? sort
        : sort === "nearest" && origin
          ? { key: sellerDistanceKm(origin), direction: "asc" }
          : { key: sql`${listings.price}`, direction: sort === "price_desc" ? "desc" : "asc" };
    const found = await searchPage(
      db,
      {
        table: listings,
        vocabulary: kind,
        id: listings.id,
        createdAt: listings.createdAt,
        document: listings.search,
        title: listings.title,
        description: listings.description,
      },
      { q: input.q, where, page: input.page, pageSize, order },
    );
    const rows = found.ids.length > 0 ? await cards.where(inArray(listings.id, found.ids)) : [];
    return { items: inIdOrder(rows, found.ids), page: input.page, hasMore: found.hasMore, total: found.total, sort };
  }

  const window = pageWindow(input.page, pageSize);
  const sellerCampus = alias(campuses, "seller_campus");
  const ordered =
    sort === "nearest" && origin
      ? cards
          .leftJoin(sellerCampus, eq(sellerCampus.id, users.campusId))
          .where(where)
          .orderBy(sql`${distanceKm(sellerCampus, origin)} asc nulls last`, desc(listings.createdAt), desc(listings.id))
      : cards
          .where(where)
          .orderBy(
            ...(sort === "price_asc" ? [asc(listings.price)] : sort === "price_desc" ? [desc(listings.price)] : []),
            desc(listings.createdAt),
            desc(listings.id),
          );
  const narrowed =
    input.category ||
    input.condition ||
    input.roomType ||
    input.shopId ||
    input.minPrice !== undefined ||
    input.maxPrice !== undefined;
  const [rows, total] = await Promise.all([
    ordered.limit(window.limit).offset(window.offset),
    narrowed
      ? withIndexFriendlyPlanner(db, (tx) =>
          tx
            .select({ total: count() })
            .from(listings)
            .where(where)
            .then((counted) => counted[0]?.total ?? 0),
        )
      : countBySellers(db, kind, input),
  ]);
  return { ...toPage(rows, input.page, pageSize), total, sort };
}

/**
 * A whole list's count (only the campus and the viewer narrow it) from the active listings each
 * seller has (seller_listing_counts, kept by a trigger): one row per seller instead of one per
 * listing. At 100,000 products count(*) took 20 to 100 ms, more than the page itself.
 */
async function countBySellers(db: Database, kind: ListingKind, input: ListListingsInput): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${sellerListingCounts.active}), 0)::int` })
    .from(sellerListingCounts)
    .innerJoin(users, eq(users.id, sellerListingCounts.sellerId))
    .where(
      and(
        eq(sellerListingCounts.kind, kind),
        accountNotSuspended,
        input.campusIds && input.campusIds.length > 0 ? inArray(users.campusId, input.campusIds) : undefined,
        input.viewerId ? ne(sellerListingCounts.sellerId, input.viewerId) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

interface Origin {
  latitude: number;
  longitude: number;
}

/** The campus "nearest" measures from: the one given, else the viewer's primary campus; none for a visitor who chose none. */
async function findOrigin(db: Database, input: ListListingsInput): Promise<Origin | null> {
  const campusId = input.nearCampusId
    ? sql`${input.nearCampusId}::uuid`
    : input.viewerId
      ? sql`(select ${users.campusId} from ${users} where ${users.id} = ${input.viewerId})`
      : null;
  if (!campusId) return null;
  const [row] = await db
    .select({ latitude: campuses.latitude, longitude: campuses.longitude })
    .from(campuses)
    .where(sql`${campuses.id} = ${campusId}`);
  return row ?? null;
}

/** Great-circle km from `origin` to a campus row, the haversine of app/lib/campuses/geo.ts in SQL. */
function distanceKm(campus: { latitude: AnyColumn; longitude: AnyColumn }, origin: Origin): SQL {
  const lat = sql`${origin.latitude}::double precision`;
  const lng = sql`${origin.longitude}::double precision`;
  return sql`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(power(sin(radians(${campus.latitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${campus.latitude})) * power(sin(radians(${campus.longitude} - ${lng}) / 2), 2)))))`;
}

/** The km from `origin` to a listing's seller's campus, on the listing's own columns (search arms have no join). */
function sellerDistanceKm(origin: Origin): SQL {
  const near = alias(campuses, "near_campus");
  const seller = alias(users, "near_seller");
  return sql`(select ${distanceKm(near, origin)} from ${users} as near_seller join ${campuses} as near_campus on ${near.id} = ${seller.campusId} where ${seller.id} = ${listings.sellerId})`;
}
