import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, testDatabaseKind } from "#tests/fixtures/test-database";
import { syncPageCacheAcrossInstances } from "./page-cache-sync";
import { SharedCache } from "./shared-cache";

/** A visitor's request: no recent write of their own, so the cache answers. */
const visitor = () => new Request("http://localhost/");

// Several instances share one PostgreSQL; the embedded database serves one instance.
describe.skipIf(testDatabaseKind !== "postgres")("page caches of instances on one PostgreSQL", () => {
  const handle = testDatabase();
  const first = new SharedCache();
  const second = new SharedCache();
  let syncs: Awaited<ReturnType<typeof syncPageCacheAcrossInstances>>[] = [];

  beforeAll(async () => {
    const url = (handle.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    syncs = [
      syncPageCacheAcrossInstances(url, handle.pool, first),
      syncPageCacheAcrossInstances(url, handle.pool, second),
    ];
    await Promise.all(syncs.map((sync) => sync.ready));
  });
  afterAll(async () => {
    await Promise.all(syncs.map((sync) => sync.close()));
  });

  it("empty together: a write on one instance empties the other's copy at once", async () => {
    expect(await second.get(visitor(), "home:products", async () => "listed")).toBe("listed");
    // Kept: the other instance would serve it for up to SHARED_CACHE_STALE_MS.
    expect(await second.get(visitor(), "home:products", async () => "taken down")).toBe("listed");

    first.invalidate();
    await expect
      .poll(() => second.get(visitor(), "home:products", async () => "taken down"), { timeout: 5_000 })
      .toBe("taken down");
  });

  it("an instance that heard of another's write does not announce it again (no echo between instances)", async () => {
    expect(await first.get(visitor(), "home:stats", async () => "before the write")).toBe("before the write");
    second.invalidate();
    // The copy from before the write is served until the notice has emptied it.
    await expect
      .poll(() => first.get(visitor(), "home:stats", async () => "after the write"), { timeout: 5_000 })
      .toBe("after the write");
    // Had `first` echoed the notice back and forth, its new copy would be emptied again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await first.get(visitor(), "home:stats", async () => "emptied again")).toBe("after the write");
  });
});
