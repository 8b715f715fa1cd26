import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { logger } from "~/.server/runtime/logger";
import * as schema from "./schema";

/** One type for both drivers: domain code never knows which database it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = { kind: "postgres"; db: Database; pool: pg.Pool; close(): Promise<void> } | { kind: "pglite"; db: Database; client: PGlite; close(): Promise<void> };

export type DatabaseTarget =
  | { kind: "postgres"; url: string; maxConnections?: number }
  /** dataDir undefined means in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

// PostgreSQL returns numeric and bigint as strings; counts come back as bigint, which we want as
// numbers (they never exceed 2^53 here). numeric stays a string so money is never rounded.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
    });
    // An idle connection can die (server restart, failover, a DBA's terminate): pg then emits
    // 'error' on the pool, which would crash the process if nobody listened. The pool replaces it.
    pool.on("error", (error) => logger.warn({ err: error }, "an idle database connection was closed"));
    // Fail at boot, not at the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: "postgres", pool, close: () => pool.end() };
  }
  const client = await PGlite.create(target.dataDir ?? "memory://", {
    extensions: { pg_trgm },
    parsers: { 20: (value: string) => Number.parseInt(value, 10) },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: "pglite", client, close: () => client.close() };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
