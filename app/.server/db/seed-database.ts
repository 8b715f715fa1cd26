import type { ObjectStorage } from "../storage/storage";
import type { Database } from "./client";
import { type SeedSummary, seedDemoData } from "./seed";
import { type ReferenceSeedSummary, seedReferenceData } from "./seed-reference-data";

export interface SeedDatabaseResult {
  /** Null when the database already had its campuses. */
  reference: ReferenceSeedSummary | null;
  /** Null when demo data was not asked for, or the database already had accounts. */
  demo: SeedSummary | null;
}

/**
 * What every start (and `npm run db:seed`) writes: the reference data always, where missing; the
 * demo marketplace only when `demoData` (env.demoData: DEMO_DATA, on by default only on this
 * machine's own address) and no account exists yet.
 */
export async function seedDatabase(
  db: Database,
  options: { storage: ObjectStorage; demoData: boolean; now?: Date },
): Promise<SeedDatabaseResult> {
  const reference = await seedReferenceData(db);
  const demo = options.demoData ? await seedDemoData(db, { storage: options.storage, now: options.now }) : null;
  return { reference, demo };
}
