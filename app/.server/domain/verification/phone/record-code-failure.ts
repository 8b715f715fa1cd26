import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../../db/client";
import { PHONE_CODE_RULES } from "./phone-rules";

/**
 * Counts one wrong code on each counter (the account's, the number's), in one statement per
 * counter so tries on two instances all count. The fifth within the memory starts the wait
 * (locked_until) and the count starts again. Returns the tries left before the wait (0: it
 * began), the fewest of the counters'.
 */
export async function recordCodeFailure(db: Database, keys: readonly string[], now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const { maxWrongTries, failureMemorySeconds, lockSeconds } = PHONE_CODE_RULES;
  const stale = sql`(c.window_started_at <= ${at} - make_interval(secs => ${failureMemorySeconds}) or (c.locked_until is not null and c.locked_until <= ${at}))`;
  const next = sql`(case when ${stale} then 1 else c.count + 1 end)`;
  const locked = sql`(c.locked_until is not null and c.locked_until > ${at})`;
  let left: number = maxWrongTries;
  for (const key of keys) {
    // A counter already waiting keeps its wait: a try that slipped past the check never shortens it.
    const [row] = await queryRows<{ count: number; locked: boolean }>(
      db,
      sql`insert into attempt_counters as c (key, count, window_started_at, locked_until)
        values (${key}, 1, ${at}, null)
        on conflict (key) do update set
          count = case when ${locked} then c.count when ${next} >= ${maxWrongTries} then 0 else ${next} end,
          window_started_at = case when ${locked} then c.window_started_at when ${stale} then ${at} else c.window_started_at end,
          locked_until = case when ${locked} then c.locked_until when ${next} >= ${maxWrongTries} then ${at} + make_interval(secs => ${lockSeconds}) else null end
        returning count, coalesce(locked_until > ${at}, false) as locked`,
    );
    left = Math.min(left, !row ? maxWrongTries : row.locked ? 0 : maxWrongTries - row.count);
  }
  return left;
}
