import { sql } from "drizzle-orm";
import { FREE_SIGN_IN_FAILURES, MAX_SIGN_IN_LOCK_SECONDS, SIGN_IN_FAILURE_MEMORY_SECONDS } from "~/lib/attempt-limits";
import { type Database, queryRows } from "../../db/client";

/** Failures are kept per e-mail address typed, known account or not, so the answer never tells which. */
export function signInFailuresKey(email: string): string {
  return `sign-in-failures:${email.trim().toLowerCase()}`;
}

/**
 * Counts a wrong password for an account and, past the free ones, makes it wait before the next
 * try (30 s, doubling, at most 15 min: the rule of signInLockSeconds, written in SQL so the count
 * and the wait change in one statement). Failures older than a day are forgotten.
 */
export async function recordSignInFailure(db: Database, email: string): Promise<number> {
  const forgotten = sql`attempt_counters.window_started_at <= now() - make_interval(secs => ${SIGN_IN_FAILURE_MEMORY_SECONDS})`;
  const count = sql`case when ${forgotten} then 1 else attempt_counters.count + 1 end`;
  const lock = (failures: ReturnType<typeof sql>) =>
    sql`case when ${failures} < ${FREE_SIGN_IN_FAILURES} then null
      else now() + make_interval(secs => least(${MAX_SIGN_IN_LOCK_SECONDS}, 30 * power(2, least(${failures} - ${FREE_SIGN_IN_FAILURES}, 20)))) end`;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`insert into attempt_counters as attempt_counters (key, count, window_started_at, locked_until)
      values (${signInFailuresKey(email)}, 1, now(), ${lock(sql`1`)})
      on conflict (key) do update set count = ${count}, window_started_at = now(), locked_until = ${lock(count)}
      returning count`,
  );
  return row?.count ?? 1;
}
