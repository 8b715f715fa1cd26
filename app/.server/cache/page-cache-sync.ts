import { randomUUID } from "node:crypto";
import type pg from "pg";
import { listenOnPostgres } from "../db/listen-on-postgres";
import { logger } from "../runtime/logger";
import type { SharedCache } from "./shared-cache";

/** The channel on which an instance tells the others that it emptied its page cache. */
export const PAGE_CACHE_CHANNEL = "chuo_page_cache";

/**
 * Several instances on one PostgreSQL empty their page caches together (decision 0009): an instance
 * that empties its own after a write tells the others with NOTIFY, and each one that hears it
 * empties its own. An instance whose listening connection came back empties its cache too, since
 * it may have missed a notice. The embedded database serves one instance: nothing to tell.
 */
export function syncPageCacheAcrossInstances(
  connectionString: string,
  pool: pg.Pool,
  cache: SharedCache,
): { ready: Promise<void>; close(): Promise<void> } {
  const instance = randomUUID();
  const listening = listenOnPostgres(connectionString, PAGE_CACHE_CHANNEL, {
    what: "page cache",
    onNotification: (from) => from !== instance && cache.invalidate({ announce: false }),
    onReconnect: () => cache.invalidate({ announce: false }),
  });
  cache.onInvalidate(() => {
    pool.query("select pg_notify($1, $2)", [PAGE_CACHE_CHANNEL, instance]).catch((error: unknown) =>
      // The others' copies still expire within SHARED_CACHE_STALE_MS.
      logger.warn({ err: error }, "could not tell the other instances to empty their page caches"),
    );
  });
  return listening;
}
