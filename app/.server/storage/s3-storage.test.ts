import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objectStorageContract } from "#tests/fixtures/object-storage-contract";
import { startS3Server } from "#tests/fixtures/s3-server";
import { createS3Storage } from "./s3-storage";

let server: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => server?.close());

// Two keys per listing request, so limits and offsets cross S3's pages.
objectStorageContract("S3-compatible server", () => ({
  storage: createS3Storage({ ...server.config, listPageSize: 2 }, "one secret"),
  withOtherSecret: createS3Storage(server.config, "another secret"),
}));

describe("S3 storage", () => {
  it("keeps each object at its public address without the leading slash, so a CDN in front of the bucket serves the pages' addresses", async () => {
    const { readdir } = await import("node:fs/promises");
    const storage = createS3Storage(server.config);
    const url = await storage.put(
      "owner-1",
      "shop-logos",
      "owner-1/logo.webp",
      new Uint8Array([1, 2, 3]),
      "image/webp",
    );
    expect(url).toBe("/uploads/shop-logos/owner-1/logo.webp");
    // The emulator keeps each key as a folder path under the bucket's.
    expect(await readdir(`${server.directory}/chuo-test/uploads/shop-logos/owner-1`)).toContain(
      "logo.webp._S3rver_object",
    );
  });

  it("fails a write with the bucket's error when the bucket does not answer, within seconds", async () => {
    const storage = createS3Storage({ ...server.config, endpoint: "http://127.0.0.1:9" });
    const started = Date.now();
    await expect(
      storage.put("owner-2", "product-images", "owner-2/a.webp", new Uint8Array([1]), "image/webp"),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
