import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** Live events only serve a tab that was briefly offline; after this a tab reloads instead. */
export const LIVE_EVENTS_KEPT_DAYS = 3;

/**
 * Drops old live events and records, per user, the last number dropped, so a stream asking to
 * resume from before it is told to reload rather than silently missing events.
 */
export async function pruneLiveEvents(db: Database): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from live_events where created_at < now() - make_interval(days => ${LIVE_EVENTS_KEPT_DAYS}) returning user_id, seq
    ), last_gone as (
      select user_id, max(seq) as seq from gone group by user_id
    )
    update live_event_counters c set pruned_through = g.seq
    from last_gone g
    where c.user_id = g.user_id and c.pruned_through < g.seq`);
}
