import { sql } from "drizzle-orm";
import type { Database } from "./client";

/** Any number that identifies "seeding" among advisory locks. */
const SEED_LOCK_KEY = 7_204_513;

/**
 * Several servers may start on one empty database: each part of the seed takes this lock in its
 * own transaction and looks again whether it is needed, so the first to get here seeds and the
 * others find its rows once they get the lock. Held until the transaction ends.
 */
export async function lockSeeding(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}
