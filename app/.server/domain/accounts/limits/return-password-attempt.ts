import { sql } from "drizzle-orm";
import { FREE_SIGN_IN_FAILURES } from "~/lib/accounts/attempt-limits";
import type { Database } from "../../../db/client";

/**
 * Gives back an attempt whose answer said nothing about the password (the library failed, or
 * refused for another reason), to the counter it was taken from; to the day's stranger budget,
 * a right password's too (only failures spend it).
 */
export async function returnPasswordAttempt(db: Database, key: string): Promise<void> {
  await db.execute(sql`update attempt_counters set count = greatest(count - 1, 0),
      locked_until = case when count - 1 < ${FREE_SIGN_IN_FAILURES} then null else locked_until end
    where key = ${key}`);
}
