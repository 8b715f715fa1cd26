import { sql } from "drizzle-orm";
import { STRANGER_SIGN_IN_FAILURES } from "~/lib/accounts/attempt-limits";
import { AppError } from "~/lib/shared/app-error";
import { type Database, queryRows } from "../../../db/client";

/**
 * Refuses a sign-in while this counter of wrong passwords (take-password-attempt.ts) waits or,
 * for a place not the owner's, while the day's stranger budget (`strangerKey`) is spent; the
 * wait is the longer of the two.
 */
export async function assertSignInAllowed(db: Database, key: string, strangerKey?: string): Promise<void> {
  const [row] = await queryRows<{ wait: number | null }>(
    db,
    sql`select ceil(greatest(
        (select extract(epoch from locked_until - now()) from attempt_counters where key = ${key} and locked_until > now()),
        (select extract(epoch from window_started_at + make_interval(secs => ${STRANGER_SIGN_IN_FAILURES.windowSeconds}) - now())
          from attempt_counters where key = ${strangerKey ?? null} and count >= ${STRANGER_SIGN_IN_FAILURES.max}
            and window_started_at > now() - make_interval(secs => ${STRANGER_SIGN_IN_FAILURES.windowSeconds}))
      ))::int as wait`,
  );
  if (row?.wait != null) throw new AppError("rate_limited", "sign_in_locked", { seconds: row.wait });
}
