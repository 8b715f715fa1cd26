import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/.server/runtime/logger";
import { RECENT_WRITE_COOKIE, SharedCache } from "./shared-cache";

const visitor = () => new Request("http://localhost/");
const writer = () => new Request("http://localhost/", { headers: { cookie: `theme=dark; ${RECENT_WRITE_COOKIE}=1` } });

describe("the shared page-data cache", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("serves one computation to everyone while fresh, then the old copy once while one refresh runs", async () => {
    vi.useFakeTimers();
    const cache = new SharedCache(5_000, 30_000);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await cache.get(visitor(), "k", compute)).toBe(1);
    vi.advanceTimersByTime(4_999);
    expect(await cache.get(visitor(), "k", compute)).toBe(1);
    vi.advanceTimersByTime(1);
    // Past its freshness: the old copy is served, a refresh starts behind it (only one).
    expect(await Promise.all([cache.get(visitor(), "k", compute), cache.get(visitor(), "k", compute)])).toEqual([1, 1]);
    await vi.runAllTimersAsync();
    expect(await cache.get(visitor(), "k", compute)).toBe(2);
    expect(runs).toBe(2);
  });

  it("computes again, and waits for it, once a copy is too old to serve", async () => {
    vi.useFakeTimers();
    const cache = new SharedCache(5_000, 30_000);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await cache.get(visitor(), "k", compute)).toBe(1);
    vi.advanceTimersByTime(30_000);
    expect(await cache.get(visitor(), "k", compute)).toBe(2);
  });

  it("keeps serving the old copy when a refresh fails", async () => {
    vi.useFakeTimers();
    const cache = new SharedCache(5_000, 30_000);
    expect(await cache.get(visitor(), "k", async () => "old")).toBe("old");
    vi.advanceTimersByTime(6_000);
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    expect(await cache.get(visitor(), "k", async () => Promise.reject(new Error("database away")))).toBe("old");
    await vi.runAllTimersAsync();
    expect(warned).toHaveBeenCalledOnce();
    // The next request tries again, still served the old copy until the refresh has its value.
    expect(await cache.get(visitor(), "k", async () => "new")).toBe("old");
    await vi.runAllTimersAsync();
    expect(await cache.get(visitor(), "k", async () => "unused")).toBe("new");
  });

  it("tries the next refresh when one is not kept", async () => {
    vi.useFakeTimers();
    const cache = new SharedCache(5_000, 30_000);
    const keep = (value: string) => value !== "error page";
    expect(await cache.get(visitor(), "k", async () => "good", keep)).toBe("good");
    vi.advanceTimersByTime(6_000);
    expect(await cache.get(visitor(), "k", async () => "error page", keep)).toBe("good");
    await vi.runAllTimersAsync();
    expect(await cache.get(visitor(), "k", async () => "better", keep)).toBe("good");
    await vi.runAllTimersAsync();
    expect(await cache.get(visitor(), "k", async () => "unused", keep)).toBe("better");
  });

  it("runs one computation for concurrent misses of a key, and one per key", async () => {
    const cache = new SharedCache();
    let runs = 0;
    const compute = () => new Promise<number>((resolve) => setTimeout(() => resolve(++runs), 10));
    const values = await Promise.all([
      cache.get(visitor(), "a", compute),
      cache.get(visitor(), "a", compute),
      cache.get(visitor(), "b", compute),
    ]);
    expect(values.sort()).toEqual([1, 1, 2]);
    expect(runs).toBe(2);
  });

  it("is emptied by a write", async () => {
    const cache = new SharedCache();
    let value = "before";
    expect(await cache.get(visitor(), "k", async () => value)).toBe("before");
    value = "after";
    cache.invalidate();
    expect(await cache.get(visitor(), "k", async () => value)).toBe("after");
  });

  it("does not keep what was computed while a write happened: it may predate it", async () => {
    const cache = new SharedCache();
    let release!: () => void;
    const slow = cache.get(
      visitor(),
      "k",
      () => new Promise<string>((resolve) => (release = () => resolve("read before the write"))),
    );
    cache.invalidate();
    release();
    expect(await slow).toBe("read before the write");
    expect(await cache.get(visitor(), "k", async () => "fresh")).toBe("fresh");
  });

  it("lets a browser that just wrote see the database itself, and keeps its fresher answer out of nobody's way", async () => {
    const cache = new SharedCache();
    expect(await cache.get(visitor(), "k", async () => "cached")).toBe("cached");
    expect(await cache.get(writer(), "k", async () => "own change")).toBe("own change");
    expect(await cache.get(visitor(), "k", async () => "unused")).toBe("cached");
  });

  it("forgets a failed computation, so the next request tries again", async () => {
    const cache = new SharedCache();
    await expect(cache.get(visitor(), "k", async () => Promise.reject(new Error("database away")))).rejects.toThrow(
      "database away",
    );
    expect(await cache.get(visitor(), "k", async () => "back")).toBe("back");
  });

  it("holds a bounded number of entries, dropping the oldest", async () => {
    const cache = new SharedCache();
    for (let i = 0; i < 501; i++) await cache.get(visitor(), `k${i}`, async () => i);
    expect(await cache.get(visitor(), "k0", async () => "recomputed")).toBe("recomputed");
    expect(await cache.get(visitor(), "k500", async () => "recomputed")).toBe(500);
  });
});
