import { sql } from "drizzle-orm";
import type { ListingKind } from "~/lib/listings/kinds";
import { type Database, queryRows } from "../../db/client";

/** Views are counted per day in Tanzania, not per UTC day: the seller's panel reads the same days. */
export const TANZANIA_TODAY = sql`(now() at time zone 'Africa/Dar_es_Salaam')::date`;
const TODAY = TANZANIA_TODAY;

export interface Viewer {
  /** `u:<user id>` when signed in, `v:<visitor cookie id>`, or `a:<keyed hash of the address>` without a cookie. */
  key: string;
  /** The signed-in viewer, so a seller's own views are not counted. */
  userId: string | null;
  /**
   * The cookie id just given to a viewer counted by address. When this view counts, it is marked
   * seen too, so the browser's next look (now with the cookie) does not count the same person twice.
   */
  newVisitorKey?: string;
}

/**
 * Counts a detail-page view at most once per viewer per listing per day, and never the seller's
 * own. One statement: the day's row is inserted only if new, and only then are the total and the
 * day's count (the seller's panel) raised, so two tabs opened at once still count once. Returns
 * whether the view counted.
 */
export async function recordListingView(
  db: Database,
  kind: ListingKind,
  listingId: string,
  viewer: Viewer,
): Promise<boolean> {
  const counted = await queryRows<{ id: string }>(
    db,
    sql`
    with target as (
      select id from listings where id = ${listingId} and kind = ${kind} and seller_id is distinct from ${viewer.userId}::uuid
    ), seen as (
      insert into listing_views (listing_id, viewer_key, day)
      select id, ${viewer.key}, ${TODAY} from target
      on conflict do nothing
      returning listing_id
    ), also_seen as (
      insert into listing_views (listing_id, viewer_key, day)
      select listing_id, ${viewer.newVisitorKey ?? null}::text, ${TODAY} from seen where ${viewer.newVisitorKey ?? null}::text is not null
      on conflict do nothing
    ), by_day as (
      insert into listing_view_days (listing_id, day, views)
      select listing_id, ${TODAY}, 1 from seen
      on conflict (listing_id, day) do update set views = listing_view_days.views + 1
    )
    update listings set views_count = views_count + 1 where id in (select listing_id from seen) returning id`,
  );
  return counted.length > 0;
}

/** Drops the view records that can no longer matter: who viewed, before yesterday; views by day, after a year. */
export async function pruneListingViews(db: Database): Promise<void> {
  await db.execute(sql`delete from listing_views where day < ${TODAY} - 1`);
  await db.execute(sql`delete from listing_view_days where day < ${TODAY} - 366`);
}
