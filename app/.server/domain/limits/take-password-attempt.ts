import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { FREE_SIGN_IN_FAILURES, MAX_SIGN_IN_LOCK_SECONDS, SIGN_IN_FAILURE_MEMORY_SECONDS } from "~/lib/attempt-limits";
import { type Database, queryRows } from "../../db/client";
import { assertSignInAllowed } from "./assert-sign-in-allowed";

/** Failures are kept per e-mail address typed, known account or not, so the answer never tells which. */
export function signInFailuresKey(email: string): string {
  return `sign-in-failures:${email.trim().toLowerCase()}`;
}

const forgotten = sql`attempt_counters.window_started_at <= now() - make_interval(secs => ${SIGN_IN_FAILURE_MEMORY_SECONDS})`;
const nextCount = sql`case when ${forgotten} then 1 else attempt_counters.count + 1 end`;
/** The wait after `failures` in a row (signInLockSeconds, in SQL): none for the free ones, then 30 s doubling to 15 min. */
const lockAfter = (failures: ReturnType<typeof sql>) =>
  sql`case when ${failures} < ${FREE_SIGN_IN_FAILURES} then null
    else now() + make_interval(secs => least(${MAX_SIGN_IN_LOCK_SECONDS}, 30 * power(2, least(${failures} - ${FREE_SIGN_IN_FAILURES}, 20)))) end`;

/**
 * Takes one password attempt for an account before the password is checked, counted as a
 * failure until the check says otherwise (a right password clears the count, an answer that was
 * no verdict on the password gives the attempt back). Counting first, in one statement that
 * refuses while the account waits, is what makes the limit hold against guesses sent all at
 * once: each takes the row in turn, and the one that starts the wait stops every later one. A
 * check that counted only after the answer let a burst of hundreds through. Returns the
 * attempt's number in the current run (failures older than a day are forgotten); refuses with
 * 'sign_in_locked' while the account waits.
 */
export async function takePasswordAttempt(db: Database, email: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`insert into attempt_counters as attempt_counters (key, count, window_started_at, locked_until)
      values (${signInFailuresKey(email)}, 1, now(), ${lockAfter(sql`1`)})
      on conflict (key) do update set count = ${nextCount}, window_started_at = now(), locked_until = ${lockAfter(nextCount)}
        where attempt_counters.locked_until is null or attempt_counters.locked_until <= now()
      returning count`,
  );
  if (row) return row.count;
  await assertSignInAllowed(db, email);
  // The wait ended between the two statements: this attempt simply came a moment too early.
  throw new AppError("rate_limited", "sign_in_locked", { seconds: 1 });
}
