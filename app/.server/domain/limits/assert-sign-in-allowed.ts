import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { type Database, queryRows } from "../../db/client";
import { signInFailuresKey } from "./take-password-attempt";

/** Refuses a sign-in to an account still waiting after wrong passwords, whichever address it comes from. */
export async function assertSignInAllowed(db: Database, email: string): Promise<void> {
  const [row] = await queryRows<{ wait: number }>(
    db,
    sql`select ceil(extract(epoch from locked_until - now()))::int as wait
      from attempt_counters where key = ${signInFailuresKey(email)} and locked_until > now()`,
  );
  if (row) throw new AppError("rate_limited", "sign_in_locked", { seconds: row.wait });
}
