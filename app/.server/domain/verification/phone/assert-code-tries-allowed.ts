import { sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { type Database, queryRows } from "../../../db/client";

/** Refuses with 'phone_code_locked' while any of these counters (account, number) waits after five wrong codes. */
export async function assertCodeTriesAllowed(db: Database, keys: readonly string[], now: Date): Promise<void> {
  const [row] = await queryRows<{ seconds: number }>(
    db,
    sql`select ceil(extract(epoch from max(locked_until) - ${now.toISOString()}::timestamptz))::int as seconds
      from attempt_counters where key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}) and locked_until > ${now.toISOString()}::timestamptz`,
  );
  if (row && row.seconds !== null && row.seconds > 0)
    throw new AppError("rate_limited", "phone_code_locked", { seconds: row.seconds });
}
