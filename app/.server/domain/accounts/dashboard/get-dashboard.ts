import { eq, sql } from "drizzle-orm";
import { type ListingKind, listingPath } from "~/lib/listings/kinds";
import type { Database } from "../../../db/client";
import { queryRows } from "../../../db/client";
import { aliasStatusListedPublicly } from "../../../db/queries/public-listing";
import { users } from "../../../db/schema";

export interface ActivityItem {
  kind: `listed_${ListingKind}` | `favorited_${ListingKind}` | "opened_shop";
  title: string;
  link: string;
  at: Date;
}

export interface Dashboard {
  fullName: string;
  totalListings: number;
  activeListings: number;
  totalViews: number;
  favoritesOnMyListings: number;
  activity: ActivityItem[];
}

/**
 * The signed-in user's own dashboard: real counts over their listings (all statuses), views, how
 * often others saved them, and recent events drawn from the data itself. Only ever for `userId`.
 */
export async function getDashboard(db: Database, userId: string): Promise<Dashboard> {
  const [[person], [figures], events] = await Promise.all([
    db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId)).limit(1),
    queryRows<{ total: number; active: number; views: number; favorites: number }>(
      db,
      sql`select
        l.total, l.active, l.views,
        (select count(*) from favorites f
           left join listings fl on fl.id = f.listing_id
           left join shops s on s.id = f.shop_id
         where (fl.seller_id = ${userId} or s.owner_id = ${userId}) and f.user_id <> ${userId}) as favorites
        from (select count(*) as total, count(*) filter (where ${aliasStatusListedPublicly("listings")}) as active, coalesce(sum(views_count), 0) as views
              from listings where seller_id = ${userId}) as l`,
    ),
    queryRows<ActivityRow>(
      db,
      sql`(select 'listed' as event, kind, title, id, created_at as at
           from listings where seller_id = ${userId} order by created_at desc limit 10)
        union all
        (select 'opened', 'shop', name, id, created_at
           from shops where owner_id = ${userId} order by created_at desc limit 10)
        union all
        (select 'favorited', l.kind, l.title, l.id, f.created_at
           from favorites f join listings l on l.id = f.listing_id
           where l.seller_id = ${userId} and f.user_id <> ${userId} order by f.created_at desc limit 10)
        order by at desc
        limit 10`,
    ),
  ]);
  return {
    fullName: person?.fullName ?? "",
    totalListings: Number(figures?.total ?? 0),
    activeListings: Number(figures?.active ?? 0),
    totalViews: Number(figures?.views ?? 0),
    favoritesOnMyListings: Number(figures?.favorites ?? 0),
    activity: events.map(activityItem),
  };
}

/** One event as the activity query returns it: a listing's or shop's id, turned into a link here. */
interface ActivityRow {
  event: "listed" | "favorited" | "opened";
  /** The listing's kind, or "shop". */
  kind: string;
  title: string;
  id: string;
  at: Date | string;
}

function activityItem(row: ActivityRow): ActivityItem {
  const at = new Date(row.at);
  if (row.event === "opened") return { kind: "opened_shop", title: row.title, link: `/shops/${row.id}`, at };
  const kind = row.kind as ListingKind;
  return { kind: `${row.event}_${kind}`, title: row.title, link: listingPath(kind, row.id), at };
}
