import { sql } from "drizzle-orm";
import { RESPONSE_WINDOW_DAYS } from "~/lib/sellers/response-record";
import { type Database, queryRows } from "../../db/client";

/**
 * Recomputes every seller's response record (seller_response_records) over the conversations of
 * the last 90 days that a buyer started: in how many the seller wrote back, and the median time
 * from the buyer's first message to the seller's first reply. Each buyer counts once, by their
 * confirmed phone's voice (their first conversation; one number, one voice, so accounts without a
 * confirmed phone do not count), and a buyer seen in the seller's browser not at all: a seller's
 * second account writing on five listings makes no record. One statement under one lock per
 * run: a second instance finds it taken and leaves the work to the first; running again gives
 * the same rows. Sellers with no conversation left in the window lose their record.
 */
export async function computeResponseRecords(
  db: Database,
  options: { now?: Date } = {},
): Promise<{ sellers: number } | null> {
  const now = (options.now ?? new Date()).toISOString();
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ got: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtextextended('seller-response-records', 0)) as got`,
    );
    if (!lock?.got) return null;
    await tx.execute(
      sql`with asked as (
          select distinct on (c.seller_id, voice.subject) c.seller_id,
            (select m.created_at from messages m where m.conversation_id = c.id and m.sender_id = c.buyer_id order by m.number limit 1) as asked_at,
            (select min(m.created_at) from messages m where m.conversation_id = c.id and m.sender_id = c.seller_id) as replied_at
          from conversations c
          -- Each buyer is a confirmed phone's voice, counted once: accounts without one do not count.
          cross join lateral (
            select v.subject from voices v where v.user_id = c.buyer_id and v.subject like 'phone:%' and v.forfeited_at is null
            order by v.bound_at desc limit 1
          ) voice
          where c.created_at > ${now}::timestamptz - ${sql.raw(`interval '${RESPONSE_WINDOW_DAYS} days'`)}
            and not exists (
              select 1 from device_sightings b join device_sightings s on s.device_hash = b.device_hash
              where b.user_id = c.buyer_id and s.user_id = c.seller_id)
          order by c.seller_id, voice.subject, c.created_at
        ), counted as (
          select seller_id, count(*)::int as conversations,
            count(*) filter (where replied_at >= asked_at)::int as replied,
            (percentile_cont(0.5) within group (order by extract(epoch from replied_at - asked_at)) filter (where replied_at >= asked_at))::int as median
          from asked where asked_at is not null
          group by seller_id
        ), kept as (
          insert into seller_response_records (seller_id, conversations, replied, median_reply_seconds, computed_at)
          select seller_id, conversations, replied, median, ${now}::timestamptz from counted
          on conflict (seller_id) do update set conversations = excluded.conversations, replied = excluded.replied,
            median_reply_seconds = excluded.median_reply_seconds, computed_at = excluded.computed_at
          returning seller_id
        )
        delete from seller_response_records r where not exists (select 1 from counted c where c.seller_id = r.seller_id)`,
    );
    const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from seller_response_records`);
    return { sellers: count?.n ?? 0 };
  });
}
