import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../../db/client";

/** Live events only serve a tab that was briefly offline; after this a tab reloads instead. */
export const LIVE_EVENTS_KEPT_DAYS = 3;

const PRUNE_SLICE = 1000;

/**
 * Drops old live events and records, per user, the last number dropped, so a stream asking to
 * resume from before it is told to reload rather than silently missing events. The counters are
 * taken in user order, as committing transactions take them (migration 0013), so the two never
 * deadlock.
 */
export async function pruneLiveEvents(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await queryRows<{ user_id: string; seq: number }>(
      tx,
      sql`with gone as (
          delete from live_events where created_at < now() - make_interval(days => ${LIVE_EVENTS_KEPT_DAYS}) and seq is not null returning user_id, seq
        )
        select user_id, max(seq) as seq from gone group by user_id order by user_id`,
    );
    // In user order, a slice at a time (a statement takes at most 65,535 parameters).
    for (let start = 0; start < gone.length; start += PRUNE_SLICE) {
      const slice = gone.slice(start, start + PRUNE_SLICE);
      const users = sql`array[${sql.join(
        slice.map((g) => sql`${g.user_id}`),
        sql`, `,
      )}]::uuid[]`;
      const seqs = sql`array[${sql.join(
        slice.map((g) => sql`${g.seq}`),
        sql`, `,
      )}]::bigint[]`;
      await tx.execute(
        sql`select 1 from live_event_counters where user_id = any(${users}) order by user_id for update`,
      );
      await tx.execute(sql`
        update live_event_counters c set pruned_through = g.seq
        from unnest(${users}, ${seqs}) as g(user_id, seq)
        where c.user_id = g.user_id and c.pruned_through < g.seq`);
    }
  });
}
