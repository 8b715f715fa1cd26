import { sql } from "drizzle-orm";
import { listingPath } from "~/lib/listings/kinds";
import { SITEMAP_MAX_URLS, type SitemapEntry } from "~/lib/marketplace/sitemap";
import { type Database, queryRows } from "../../db/client";
import { aliasNotSuspended, aliasStatusListedPublicly } from "../../db/queries/public-listing";

/**
 * What the sitemap lists: listings listed publicly and shops, of accounts not suspended. Never a
 * person's page (a student's profile is theirs to share, not ours to index), and never anything
 * but an address and a date: no name, no number.
 */
const PUBLIC_PAGES = sql`
  select 'listing' as what, l.kind, l.id, l.updated_at as last_modified from listings l join users u on u.id = l.seller_id
    where ${aliasStatusListedPublicly("l")} and ${aliasNotSuspended("u")}
  union all
  select 'shop', null, s.id, s.updated_at from shops s join users u on u.id = s.owner_id
    where ${aliasNotSuspended("u")}`;

/** How many sitemap files the public pages fill (at least one, empty or not). */
export async function countSitemapPages(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${PUBLIC_PAGES}) pages`);
  return Math.max(1, Math.ceil(Number(row?.n ?? 0) / SITEMAP_MAX_URLS));
}

/** One sitemap file's entries (page 1 first), in a stable order. */
export async function listSitemapEntries(db: Database, page = 1): Promise<SitemapEntry[]> {
  const rows = await queryRows<{
    what: "listing" | "shop";
    kind: string | null;
    id: string;
    last_modified: Date | string;
  }>(
    db,
    sql`select * from (${PUBLIC_PAGES}) pages order by what, id limit ${SITEMAP_MAX_URLS} offset ${(Math.max(1, page) - 1) * SITEMAP_MAX_URLS}`,
  );
  return rows.map((row) => ({
    path:
      row.what === "shop"
        ? `/shops/${row.id}`
        : listingPath(row.kind === "accommodation" ? "accommodation" : "product", row.id),
    lastModified: new Date(row.last_modified),
  }));
}
