import { sql } from "drizzle-orm";
import type { AttemptRule } from "~/lib/accounts/attempt-limits";
import { AppError, type ErrorReason } from "~/lib/shared/app-error";
import { type Database, queryRows } from "../../../db/client";

/**
 * Counts one attempt under a rule for a subject (an address, an e-mail address) and refuses it
 * when the window already holds `max`. One statement, so attempts made at the same moment, on
 * two app instances, are all counted. A refusal names `reason` (its text may say what is limited).
 */
export async function takeAttempt(
  db: Database,
  rule: AttemptRule,
  subject: string,
  reason: ErrorReason = "too_many_attempts",
): Promise<void> {
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const expired = sql`attempt_counters.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`insert into attempt_counters as attempt_counters (key, count, window_started_at) values (${key}, 1, now())
      on conflict (key) do update set
        count = case when ${expired} then 1 else attempt_counters.count + 1 end,
        window_started_at = case when ${expired} then now() else attempt_counters.window_started_at end
      returning count, ceil(extract(epoch from window_started_at + make_interval(secs => ${rule.windowSeconds}) - now()))::int as retry_after`,
  );
  if (row && row.count > rule.max) {
    throw new AppError("rate_limited", reason, { seconds: row.retry_after });
  }
}
