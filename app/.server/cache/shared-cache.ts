import { logger } from "~/.server/runtime/logger";

/**
 * A short-lived cache of page data that is the same for everyone (the home page's lists and
 * counts, a list page's results for given filters), so the busiest pages do not run the same
 * queries for every visitor. Kept per app instance:
 *
 * - an entry is fresh for SHARED_CACHE_TTL_MS; after that, until SHARED_CACHE_STALE_MS, the next
 *   request still gets it while one refresh runs behind it, so visitors never queue behind a
 *   slow query that many of them need;
 * - any state-changing request handled by this instance empties it (server/middleware/mark-writes.ts), and every
 *   other instance on the same PostgreSQL at once (page-cache-sync.ts); an entry whose
 *   computation started before that change is not kept;
 * - a request from a browser that changed something within the last RECENT_WRITE_SECONDS (it carries the
 *   RECENT_WRITE_COOKIE, set by every state-changing request, whichever instance served it)
 *   bypasses it, so nobody sees their own change missing, on any instance.
 *
 * Concurrent misses of one key share a single computation.
 */
export const SHARED_CACHE_TTL_MS = 5_000;
export const SHARED_CACHE_STALE_MS = 30_000;
export const RECENT_WRITE_COOKIE = "cm_recent_write";
/** How long a browser that wrote bypasses the cache: longer than any entry may be served. */
export const RECENT_WRITE_SECONDS = Math.ceil(SHARED_CACHE_STALE_MS / 1000) + 1;
const MAX_ENTRIES = 500;

interface Entry {
  freshUntil: number;
  staleUntil: number;
  value: Promise<unknown>;
  settled: boolean;
  refreshing: boolean;
}

export class SharedCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private readonly invalidated: (() => void)[] = [];

  constructor(
    private readonly ttlMs = SHARED_CACHE_TTL_MS,
    private readonly staleMs = SHARED_CACHE_STALE_MS,
  ) {}

  /**
   * The value for `key`, computed by `compute` when missing or too old, or when the request must
   * see its own writes. A value `keep` refuses is handed to the requests that waited for it but
   * not kept.
   */
  async get<T>(
    request: Request,
    key: string,
    compute: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    if (wroteRecently(request)) return compute();
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && now < hit.freshUntil) return hit.value as Promise<T>;
    if (hit?.settled && now < hit.staleUntil) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        // A refresh that is kept replaces this entry; one that is not (or fails) lets the next request try again.
        this.store(key, compute, keep).then(
          () => {
            hit.refreshing = false;
          },
          (error: unknown) => {
            hit.refreshing = false;
            logger.warn(
              { err: error, key },
              "refreshing shared page data failed; the previous copy is served meanwhile",
            );
          },
        );
      }
      return hit.value as Promise<T>;
    }
    return this.store(key, compute, keep);
  }

  /**
   * Forgets everything: called after each state-changing request, and when another instance
   * did so (app/.server/cache/page-cache-sync.ts), which is not announced again.
   */
  invalidate({ announce = true }: { announce?: boolean } = {}): void {
    this.generation++;
    this.entries.clear();
    if (announce) for (const listener of this.invalidated) listener();
  }

  /** Calls `listener` each time this instance empties its cache itself. */
  onInvalidate(listener: () => void): void {
    this.invalidated.push(listener);
  }

  private async store<T>(key: string, compute: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
    const startedIn = this.generation;
    const now = Date.now();
    const value = compute();
    const entry: Entry = {
      freshUntil: now + this.ttlMs,
      staleUntil: now + this.staleMs,
      value,
      settled: false,
      refreshing: false,
    };
    const previous = this.entries.get(key);
    // A refresh keeps serving the previous copy until it has its own value.
    if (!previous?.settled || previous.refreshing === false) this.put(key, entry);
    try {
      const result = await value;
      entry.settled = true;
      // Something changed while it was computed: it may predate the change, so nobody else gets it.
      if (this.generation === startedIn && keep(result)) this.put(key, entry);
      else if (this.entries.get(key) === entry) this.entries.delete(key);
      return result;
    } catch (error) {
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw error;
    }
  }

  private put(key: string, entry: Entry) {
    this.entries.delete(key); // re-inserted last: the Map's order is the eviction order
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}

function wroteRecently(request: Request): boolean {
  return request.headers.get("cookie")?.includes(`${RECENT_WRITE_COOKIE}=`) ?? false;
}
