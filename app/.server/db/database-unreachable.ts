import { DrizzleQueryError } from "drizzle-orm/errors";
import { EmbeddedDatabaseError, EmbeddedDatabaseInUseError } from "./embedded/start-embedded-database";
import { causesOf } from "./error-causes";

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
/**
 * SQLSTATEs of a server going away or not yet there: the connection exceptions of class 08 (not
 * 08P01, a protocol violation, which a wrong query causes) and operator intervention (57P01 admin
 * shutdown, 57P02 crash shutdown, 57P03 cannot connect now).
 */
const SERVER_GONE = new Set(["08000", "08001", "08003", "08004", "08006", "08007", "57P01", "57P02", "57P03"]);
/** node-postgres says these in words only. */
const DRIVER_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * A connection the pool could not open for a transaction (app/.server/db/client.ts). Drizzle wraps
 * a failed query in DrizzleQueryError, but a transaction opens its connection itself and lets the
 * driver's bare error through: marked here, a refused connection reads the same either way.
 */
export class DatabaseConnectError extends Error {
  constructor(cause: unknown) {
    super("Could not open a database connection", { cause });
    this.name = "DatabaseConnectError";
  }
}

/**
 * Whether a failure means the database cannot be reached right now (stopped, restarting, the
 * network cut), as opposed to a query that is wrong: the first is an outage to answer with 503
 * and Retry-After, the second a bug. Drizzle wraps the driver's error, so the causes are followed;
 * a socket error counts only under a query's error (or a connection the pool was opening), so an
 * outside service out of reach (a payment gateway, the bucket) is not taken for the database.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let underQuery = false;
  for (const e of causesOf(error)) {
    if (e instanceof DrizzleQueryError || e instanceof DatabaseConnectError) underQuery = true;
    // The embedded database's process restarting for longer than its wait (not one in use elsewhere: that is a setup error).
    if (e instanceof EmbeddedDatabaseError && !(e instanceof EmbeddedDatabaseInUseError)) return true;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (SERVER_GONE.has(code) || (underQuery && SOCKET_CODES.has(code)))) return true;
    if (typeof message === "string" && DRIVER_WORDS.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnreachable)) return true;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is out. */
export const DATABASE_OUTAGE_RETRY_SECONDS = 5;
