import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { type Database, queryRows } from "../../db/client";

/** Refuses a sign-in while this counter of wrong passwords (take-password-attempt.ts) waits. */
export async function assertSignInAllowed(db: Database, key: string): Promise<void> {
  const [row] = await queryRows<{ wait: number }>(
    db,
    sql`select ceil(extract(epoch from locked_until - now()))::int as wait
      from attempt_counters where key = ${key} and locked_until > now()`,
  );
  if (row) throw new AppError("rate_limited", "sign_in_locked", { seconds: row.wait });
}
