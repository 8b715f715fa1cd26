import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { attemptCounters } from "../../db/schema";
import { signInFailuresKey } from "./take-password-attempt";

/** A right password forgets the wrong ones before it. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, signInFailuresKey(email)));
}
