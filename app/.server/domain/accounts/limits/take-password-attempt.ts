import { sql } from "drizzle-orm";
import {
  FIRST_SIGN_IN_LOCK_SECONDS,
  FREE_SIGN_IN_FAILURES,
  MAX_SIGN_IN_LOCK_SECONDS,
  SIGN_IN_FAILURE_MEMORY_SECONDS,
  STRANGER_SIGN_IN_FAILURES,
} from "~/lib/accounts/attempt-limits";
import { AppError } from "~/lib/shared/app-error";
import { type Database, queryRows } from "../../../db/client";
import { assertSignInAllowed } from "./assert-sign-in-allowed";
import { returnPasswordAttempt } from "./return-password-attempt";
import { knownSignInPlace, type SignInPlace } from "./sign-in-place";

/** Failures are kept per e-mail address typed, known account or not, so the answer never tells which. */
export function signInFailuresKey(email: string): string {
  return `sign-in-failures:${email.trim().toLowerCase()}`;
}

/** The day's count of an e-mail address's failures from places not its owner's (STRANGER_SIGN_IN_FAILURES). */
export function strangerFailuresKey(email: string): string {
  return `${STRANGER_SIGN_IN_FAILURES.name}:${email.trim().toLowerCase()}`;
}

/** What every device's own count of an e-mail address starts with (clear-sign-in-failures.ts forgets them together). */
export function deviceFailuresPrefix(email: string): string {
  return `sign-in-device-failures:${email.trim().toLowerCase()}:`;
}

const forgotten = sql`attempt_counters.window_started_at <= now() - make_interval(secs => ${SIGN_IN_FAILURE_MEMORY_SECONDS})`;
const nextCount = sql`case when ${forgotten} then 1 else attempt_counters.count + 1 end`;
/**
 * The wait the last failure started, in seconds: each counted attempt sets window_started_at to
 * its own moment, and locked_until to that moment plus its wait.
 */
const currentWait = sql`(case when attempt_counters.locked_until is null or ${forgotten} then 0
  else greatest(0, extract(epoch from attempt_counters.locked_until - attempt_counters.window_started_at)) end)`;
/** signInLockSeconds in SQL: none for the free ones, then 30 s; doubled from a known place, kept from anywhere else. */
const lockAfter = (fromKnownPlace: boolean) =>
  sql`case when ${nextCount} < ${FREE_SIGN_IN_FAILURES} then null
    else now() + make_interval(secs => case when ${currentWait} <= 0 then ${FIRST_SIGN_IN_LOCK_SECONDS}
      else ${fromKnownPlace ? sql`least(${MAX_SIGN_IN_LOCK_SECONDS}, ${currentWait} * 2)` : currentWait} end) end`;

/** The stranger budget's window is over (it runs from its first failure, as takeAttempt's do). */
const dayOver = sql`attempt_counters.window_started_at <= now() - make_interval(secs => ${STRANGER_SIGN_IN_FAILURES.windowSeconds})`;

export interface PasswordAttempt {
  /** The counter it was taken from, to give it back (return-password-attempt.ts). */
  key: string;
  /** Its number in the current run: the fifth starts the wait. */
  count: number;
  /** The stranger budget it was also taken from (strangerFailuresKey), when it came from a place not the owner's. */
  strangerKey?: string;
}

/**
 * Takes one password attempt before the password is checked, counted as a failure until the
 * check says otherwise (a right password clears the count, an answer that was no verdict on the
 * password gives the attempt back). Counting first, in one statement that refuses while the
 * counter waits, is what makes the limit hold against guesses sent all at once: each takes the
 * row in turn, and the one that starts the wait stops every later one. A check that counted only
 * after the answer let a burst of hundreds through.
 *
 * A browser this account was used in before counts on a row of its own, so a stranger's lock
 * never keeps the owner's own phone out (its right password then clears every count); everyone
 * else counts on the account's row, where only failures from an address the account has a
 * session from double the wait, and the rest keep it at its step: they still count and still
 * wait, but a stranger cannot make it grow. Those others, from a place neither known browser
 * nor known address, also take from the day's stranger budget (STRANGER_SIGN_IN_FAILURES) in
 * the same statement; once it is spent they wait until its 24 hours are over. Returns the
 * counters and the attempt's number (failures older than a day are forgotten); refuses with
 * 'sign_in_locked' while it waits.
 */
export async function takePasswordAttempt(db: Database, email: string, place: SignInPlace): Promise<PasswordAttempt> {
  const known = await knownSignInPlace(db, email, place);
  const key = known.device ? `${deviceFailuresPrefix(email)}${place.deviceHash}` : signInFailuresKey(email);
  const doubles = known.device || known.address;
  const strangerKey = doubles ? undefined : strangerFailuresKey(email);
  const [row] = await queryRows<{ count: number | null; stranger_count: number | null }>(
    db,
    strangerKey === undefined
      ? sql`insert into attempt_counters as attempt_counters (key, count, window_started_at, locked_until)
          values (${key}, 1, now(), null)
          on conflict (key) do update set count = ${nextCount}, window_started_at = now(), locked_until = ${lockAfter(doubles)}
            where attempt_counters.locked_until is null or attempt_counters.locked_until <= now()
          returning count, null::int as stranger_count`
      : // The account's row is taken first and the budget only after it and only if it was, so each
        // counts only attempts that reach the check, and every stranger's statement locks the two
        // rows in the same order. The budget's own condition reads its row as it is now, so it
        // never goes past max; the spent check on the account's row reads it as the statement
        // began, and the rare attempt that passed that check while another spent the budget
        // gets its account attempt back below.
        sql`with spent as (
            select 1 from attempt_counters where key = ${strangerKey} and count >= ${STRANGER_SIGN_IN_FAILURES.max}
              and window_started_at > now() - make_interval(secs => ${STRANGER_SIGN_IN_FAILURES.windowSeconds})
          ), account as (
            insert into attempt_counters as attempt_counters (key, count, window_started_at, locked_until)
              select ${key}, 1, now(), null::timestamptz where not exists (select 1 from spent)
            on conflict (key) do update set count = ${nextCount}, window_started_at = now(), locked_until = ${lockAfter(false)}
              where (attempt_counters.locked_until is null or attempt_counters.locked_until <= now()) and not exists (select 1 from spent)
            returning count
          ), budget as (
            insert into attempt_counters as attempt_counters (key, count, window_started_at)
              select ${strangerKey}, 1, now() from account
            on conflict (key) do update set
              count = case when ${dayOver} then 1 else attempt_counters.count + 1 end,
              window_started_at = case when ${dayOver} then now() else attempt_counters.window_started_at end
              where ${dayOver} or attempt_counters.count < ${STRANGER_SIGN_IN_FAILURES.max}
            returning count
          )
          select (select count from account) as count, (select count from budget) as stranger_count`,
  );
  if (row?.count != null && (strangerKey === undefined || row.stranger_count != null))
    return { key, count: row.count, strangerKey };
  if (row?.count != null) await returnPasswordAttempt(db, key);
  await assertSignInAllowed(db, key, strangerKey);
  // The wait ended between the two statements: this attempt simply came a moment too early.
  throw new AppError("rate_limited", "sign_in_locked", { seconds: 1 });
}
