import { sql } from "drizzle-orm";
import { EXPIRY_WARNING_DAYS } from "~/lib/listings/listing-expiry";
import { type Database, queryRows } from "../../db/client";
import { notificationKindSql } from "../../db/schema";

/** At most this many listings expire in one run; the rest go in the next (a minute later). */
const EXPIRE_BATCH = 500;

export interface ListingExpirySummary {
  warned: number;
  expired: number;
}

/**
 * The expiry job (docs/decisions/0019-a-record-that-cannot-be-faked.md). Every live listing whose
 * end (listings.expires_at, dated by the database when it went live or was renewed) is within 3
 * days has its seller told once for that end: a unique notification per listing and end date,
 * so a second run or a second instance adds nothing, and a renewal's new end is warned again. A
 * listing past its end leaves every public list (status 'expired'); its rows are claimed
 * `FOR UPDATE SKIP LOCKED`, so two instances at once expire each listing once.
 */
export async function runListingExpiry(db: Database, options: { now?: Date } = {}): Promise<ListingExpirySummary> {
  const now = (options.now ?? new Date()).toISOString();
  const warned = await queryRows<{ id: string }>(
    db,
    sql`insert into notifications (user_id, kind, listing_id, period_end, type, link)
      select l.seller_id, ${notificationKindSql("listing_expiring")}, l.id, l.expires_at, 'system',
        (case when l.kind = 'accommodation' then '/my-listings?tab=accommodations' else '/my-listings' end) || '#renew-' || l.id
      from listings l
      where l.status = 'active' and l.expires_at > ${now}::timestamptz
        and l.expires_at <= ${now}::timestamptz + ${sql.raw(`interval '${EXPIRY_WARNING_DAYS} days'`)}
      on conflict do nothing
      returning id`,
  );
  const expired = await queryRows<{ id: string }>(
    db,
    sql`update listings set status = 'expired', updated_at = ${now}::timestamptz
      where id in (
        select id from listings
        where status = 'active' and expires_at <= ${now}::timestamptz
        order by expires_at
        limit ${EXPIRE_BATCH}
        for update skip locked)
      returning id`,
  );
  return { warned: warned.length, expired: expired.length };
}
