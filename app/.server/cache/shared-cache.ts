/**
 * A short-lived cache of page data that is the same for everyone (the home page's lists and
 * counts, a list page's results for given filters), so the busiest pages do not run the same
 * queries for every visitor. Kept per app instance:
 *
 * - an entry lives SHARED_CACHE_TTL_MS at most;
 * - any state-changing request handled by this instance empties it (server/app.ts), and an entry
 *   whose computation started before that change is not kept;
 * - a request from a browser that changed something within the last SHARED_CACHE_TTL_MS (it
 *   carries the RECENT_WRITE_COOKIE, set by every state-changing request, whichever instance
 *   served it) bypasses it, so nobody sees their own change missing, on any instance.
 *
 * Concurrent misses of one key share a single computation.
 */
export const SHARED_CACHE_TTL_MS = 5_000;
export const RECENT_WRITE_COOKIE = "cm_recent_write";
const MAX_ENTRIES = 500;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

export class SharedCache {
  private entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly ttlMs = SHARED_CACHE_TTL_MS) {}

  /** The value for `key`, computed by `compute` when missing, stale, or when the request must see its own writes. */
  async get<T>(request: Request, key: string, compute: () => Promise<T>): Promise<T> {
    if (wroteRecently(request)) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const startedIn = this.generation;
    const value = compute();
    this.entries.delete(key); // re-inserted last: the Map's order is the eviction order
    this.entries.set(key, { expires: now + this.ttlMs, value });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    try {
      return await value;
    } catch (error) {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
      throw error;
    } finally {
      // Something changed while it was computed: it may predate the change, so nobody else gets it.
      if (this.generation !== startedIn && this.entries.get(key)?.value === value) this.entries.delete(key);
    }
  }

  /** Forgets everything: called after each state-changing request. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }
}

function wroteRecently(request: Request): boolean {
  const cookie = request.headers.get("cookie");
  return cookie?.includes(`${RECENT_WRITE_COOKIE}=`) ?? false;
}
