import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { deviceFailuresPrefix, signInFailuresKey, strangerFailuresKey } from "./take-password-attempt";

/**
 * Forgets every wrong password counted for this e-mail address, the account's own count and each
 * browser's, and so ends any wait: after a right password, and after a completed password reset
 * (by the e-mailed link or by SMS code), which proves the owner as well. Only a reset also ends
 * the day's stranger budget (STRANGER_SIGN_IN_FAILURES): a right password on the owner's phone
 * says nothing about the stranger still guessing, and forgetting it then would give them fifty
 * more each time the owner signs in.
 */
export async function clearSignInFailures(
  db: Database,
  email: string,
  options: { reset?: boolean } = {},
): Promise<void> {
  await db.execute(
    sql`delete from attempt_counters where key = ${signInFailuresKey(email)} or starts_with(key, ${deviceFailuresPrefix(email)})`,
  );
  // A statement of its own: a stranger's attempt locks the account's row before this one, so taking both here could deadlock with it.
  if (options.reset) await db.execute(sql`delete from attempt_counters where key = ${strangerFailuresKey(email)}`);
}
