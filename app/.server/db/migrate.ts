import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { DatabaseHandle } from "./client";

/** Any number that identifies "Chuo Market migrations" among advisory locks. */
const MIGRATION_LOCK_KEY = 7_204_512;

/**
 * Applies the committed SQL migrations in `migrationsFolder`. On a server several instances may
 * start at once, so they queue on an advisory lock held by one connection, and the later ones
 * find nothing left to do. (The embedded database has the pg_trgm extension loaded by its
 * process, so `create extension` in a migration works there too.)
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  const connection = await handle.pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(connection), { migrationsFolder });
  } finally {
    await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    connection.release();
  }
}
