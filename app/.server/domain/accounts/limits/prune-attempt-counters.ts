import { sql } from "drizzle-orm";
import { SIGN_IN_FAILURE_MEMORY_SECONDS } from "~/lib/accounts/attempt-limits";
import type { Database } from "../../../db/client";

/** Drops counters no rule can still read: every window and memory has ended and no wait is pending. */
export async function pruneAttemptCounters(db: Database): Promise<void> {
  await db.execute(sql`delete from attempt_counters
    where window_started_at < now() - make_interval(secs => ${SIGN_IN_FAILURE_MEMORY_SECONDS})
      and (locked_until is null or locked_until < now())`);
}
