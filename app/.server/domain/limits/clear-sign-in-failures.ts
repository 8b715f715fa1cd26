import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { deviceFailuresPrefix, signInFailuresKey } from "./take-password-attempt";

/**
 * Forgets every wrong password counted for this e-mail address, the account's own count and each
 * browser's, and so ends any wait: after a right password, and after a completed password reset
 * (by the e-mailed link or by SMS code), which proves the owner as well.
 */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.execute(sql`delete from attempt_counters where key = ${signInFailuresKey(email)} or starts_with(key, ${deviceFailuresPrefix(email)})`);
}
