import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/client";
import { users } from "../../db/schema";

export interface ActivityItem {
  kind: "listed_product" | "listed_accommodation" | "favorited_product" | "favorited_accommodation" | "opened_shop";
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
  const [[person], [figures], activity] = await Promise.all([
    db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId)).limit(1),
    queryRows<{ total: number; active: number; views: number; favorites: number }>(
      db,
      sql`select
        (select count(*) from products where seller_id = ${userId}) + (select count(*) from accommodations where seller_id = ${userId}) as total,
        (select count(*) from products where seller_id = ${userId} and status = 'active')
          + (select count(*) from accommodations where seller_id = ${userId} and status = 'active') as active,
        coalesce((select sum(views_count) from products where seller_id = ${userId}), 0)
          + coalesce((select sum(views_count) from accommodations where seller_id = ${userId}), 0) as views,
        (select count(*) from favorites f
           left join products p on p.id = f.product_id
           left join accommodations a on a.id = f.accommodation_id
           left join shops s on s.id = f.shop_id
         where (p.seller_id = ${userId} or a.seller_id = ${userId} or s.owner_id = ${userId}) and f.user_id <> ${userId}) as favorites`,
    ),
    queryRows<{ kind: ActivityItem["kind"]; title: string; link: string; at: Date | string }>(
      db,
      sql`(select 'listed_product' as kind, name as title, '/products/' || id as link, created_at as at
           from products where seller_id = ${userId} order by created_at desc limit 10)
        union all
        (select 'listed_accommodation', title, '/accommodations/' || id, created_at
           from accommodations where seller_id = ${userId} order by created_at desc limit 10)
        union all
        (select 'opened_shop', name, '/shops/' || id, created_at
           from shops where owner_id = ${userId} order by created_at desc limit 10)
        union all
        (select 'favorited_product', p.name, '/products/' || p.id, f.created_at
           from favorites f join products p on p.id = f.product_id
           where p.seller_id = ${userId} and f.user_id <> ${userId} order by f.created_at desc limit 10)
        union all
        (select 'favorited_accommodation', a.title, '/accommodations/' || a.id, f.created_at
           from favorites f join accommodations a on a.id = f.accommodation_id
           where a.seller_id = ${userId} and f.user_id <> ${userId} order by f.created_at desc limit 10)
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
    activity: activity.map((a) => ({ ...a, at: new Date(a.at) })),
  };
}
