import type { SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { logger } from "~/.server/runtime/logger";
import { DatabaseConnectError } from "./database-unreachable";
import {
  EMBEDDED_DATABASE_PORT,
  type EmbeddedDatabase,
  startEmbeddedDatabase,
} from "./embedded/start-embedded-database";
import * as schema from "./schema";

/** One type for both databases: domain code never knows which one it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * An open database. Both kinds are reached through one pg pool and one code path; the embedded
 * one (PGlite) runs in a process of its own that `embedded` supervises.
 */
export interface DatabaseHandle {
  kind: "postgres" | "pglite";
  db: Database;
  pool: pg.Pool;
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
}

/** How long closing the embedded database waits for queries still running before it stops the process. */
const POOL_END_WAIT_MS = 5_000;

export type DatabaseTarget =
  | { kind: "postgres"; url: string; maxConnections?: number }
  /** dataDir undefined means in memory (tests), empty or a copy of the tarball `initialData`. */
  | { kind: "pglite"; dataDir?: string; initialData?: string };

// PostgreSQL returns numeric and bigint as strings; counts come back as bigint, which we want as
// numbers (they never exceed 2^53 here). numeric stays a string so money is never rounded.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres")
    return openPool("postgres", { connectionString: target.url, max: target.maxConnections ?? 10 });
  const embedded = await startEmbeddedDatabase({ dataDir: target.dataDir, initialData: target.initialData });
  try {
    const handle = await openPool("pglite", {
      host: embedded.socketDir,
      port: EMBEDDED_DATABASE_PORT,
      user: "postgres",
      database: "postgres",
      // PGlite is one session: one connection, kept open, so the pool queues queries and a
      // transaction has it to itself, as it had in process.
      max: 1,
      idleTimeoutMillis: 0,
      Client: clientWaitingFor(embedded),
    });
    return {
      ...handle,
      embedded,
      async close() {
        // Requests still holding the connection get a few seconds; the process is stopped anyway.
        try {
          await Promise.race([handle.close(), new Promise((resolve) => setTimeout(resolve, POOL_END_WAIT_MS).unref())]);
        } finally {
          await embedded.stop();
        }
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

async function openPool(kind: DatabaseHandle["kind"], config: pg.PoolConfig): Promise<DatabaseHandle> {
  const pool = new ReleasingPool(config);
  // An idle connection can die (server restart, failover, a DBA's terminate, the embedded
  // database's process restarting): pg then emits 'error' on the pool, which would crash the
  // process if nobody listened. The pool replaces the connection.
  pool.on("error", (error) => logger.warn({ err: error }, "an idle database connection was closed"));
  // A connection can also die while a request holds it between two statements of a transaction:
  // the pool listens only to idle ones, and an unheard 'error' would take the whole app down.
  // The transaction fails on its next statement, and the pool drops the connection on release.
  pool.on("connect", (client) =>
    client.on("error", (error) => logger.warn({ err: error }, "a database connection in use was closed")),
  );
  // Fail at boot, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { kind, db, pool, close: () => pool.end() };
}

/**
 * A pool whose checked-out connections go back to it (as broken) the moment they die. drizzle's
 * transaction does not release its connection when `begin` itself fails, which a connection that
 * died while idle makes it do: each such failure would keep one of the pool's connections forever
 * (all of them, for the embedded database's pool of one). Releasing twice is harmless here.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Parameters<pg.Pool["connect"]>[0]): void;
  override connect(callback?: Parameters<pg.Pool["connect"]>[0]): Promise<pg.PoolClient> | undefined {
    // pool.query passes a callback and releases for itself; drizzle's transactions use the promise,
    // and get a connection that could not be opened as a DatabaseConnectError (an outage, not a bug).
    if (callback) return void super.connect(callback);
    return super.connect().then(
      (client) => {
        const release = client.release;
        let released = false;
        const releaseOnce = (error?: Error | boolean) => {
          client.off("error", releaseOnce);
          if (released) return;
          released = true;
          release(error);
        };
        client.on("error", releaseOnce);
        client.release = releaseOnce;
        return client;
      },
      (error: unknown) => {
        throw new DatabaseConnectError(error);
      },
    );
  }
}

/** A pg client that, while the embedded database restarts, waits for it instead of failing at once. */
function clientWaitingFor(embedded: EmbeddedDatabase): typeof pg.Client {
  return class WaitingClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: Parameters<pg.Client["connect"]>[0]): void;
    override connect(callback?: Parameters<pg.Client["connect"]>[0]): Promise<pg.Client> | undefined {
      if (!callback) return embedded.whenServing().then(() => super.connect());
      embedded.whenServing().then(
        () => super.connect(callback),
        (error: Error) => (callback as (error: Error) => void)(error),
      );
      return undefined;
    }
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
