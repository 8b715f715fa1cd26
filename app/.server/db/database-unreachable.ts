/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
/**
 * SQLSTATEs of a server going away or not yet there: connection exceptions (class 08) and
 * operator intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now).
 */
const SERVER_GONE = /^(08...|57P0[1-3])$/;
/** node-postgres says these in words only. */
const DRIVER_WORDS = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * Whether a failure means the database cannot be reached right now (stopped, restarting, the
 * network cut), as opposed to a query that is wrong: the first is an outage to answer with 503
 * and Retry-After, the second a bug. Drizzle wraps the driver's error, so the causes are followed.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (SOCKET_CODES.has(code) || SERVER_GONE.test(code))) return true;
    if (typeof message === "string" && DRIVER_WORDS.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnreachable)) return true;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is out. */
export const DATABASE_OUTAGE_RETRY_SECONDS = 5;
