import { get } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraPhoto } from "#tests/fixtures/photos";
import { startS3Server } from "#tests/fixtures/s3-server";
import { serveOnLoopback } from "#tests/fixtures/serve-on-loopback";
import { storeListingImages } from "~/.server/images/store-listing-images";
import { createS3Storage } from "~/.server/storage/s3-storage";
import type { ObjectStorage } from "~/.server/storage/storage";
import { cardImageUrl } from "~/lib/shared/images";
import { serveStoredObjects, storedObjectOf } from "./serve-stored-objects";

let bucket: Awaited<ReturnType<typeof startS3Server>>;
let site: Awaited<ReturnType<typeof serveOnLoopback>>;
let storage: ObjectStorage;
const owner = "b7e1c2d3-0000-4000-8000-000000000001";

/** A request as a browser revalidates (fetch() marks a conditional request no-cache, which servers answer in full). */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    }).on("error", reject);
  });
}

/** The app's /uploads route as server/middleware-order.ts mounts it for a bucket, with its 404 after. */
function uploadsSite(from: ObjectStorage) {
  const app = express();
  app.use("/uploads", serveStoredObjects(from));
  app.use("/uploads", (_req, res) => void res.status(404).send("Not found"));
  return app;
}

beforeAll(async () => {
  bucket = await startS3Server();
  storage = createS3Storage(bucket.config);
  site = await serveOnLoopback(uploadsSite(storage));
});
afterAll(async () => {
  await site?.close();
  await bucket?.close();
});

describe("photos served from a bucket at the pages' own /uploads addresses", () => {
  it("serves a listing photo and its card as uploaded, cached for a year, and answers a revalidation with 304", async () => {
    const [url] = await storeListingImages(storage, "product-images", owner, [
      { name: "desk.jpg", bytes: await cameraPhoto(3, 800, 600) },
    ]);
    expect(url).toMatch(/^\/uploads\/product-images\//);
    for (const address of [url!, cardImageUrl(url)!]) {
      const answer = await fetch(`${site.base}${address}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/webp");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = new Uint8Array(await answer.arrayBuffer());
      const objectPath = address.replace("/uploads/product-images/", "");
      expect(Buffer.from(body).equals(Buffer.from((await storage.read("product-images", objectPath))!))).toBe(true);
      expect(await statusOf(`${site.base}${address}`, { "If-None-Match": answer.headers.get("etag")! })).toBe(304);
    }
    const head = await fetch(`${site.base}${url}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).not.toBeNull();
  });

  it("answers a share preview as a JPEG", async () => {
    await storage.put(owner, "shop-logos", `${owner}/logo.share.jpg`, new Uint8Array([0xff, 0xd8, 0xff]), "image/jpeg");
    const answer = await fetch(`${site.base}/uploads/shop-logos/${owner}/logo.share.jpg`);
    expect(answer.headers.get("content-type")).toBe("image/jpeg");
  });

  it("passes a missing object, an unknown bucket, an unsafe path and other methods on, to the 404", async () => {
    for (const path of [
      `/uploads/product-images/${owner}/none.webp`,
      `/uploads/secrets/${owner}/a.webp`,
      "/uploads/product-images/..%2F..%2Fetc/passwd",
      `/uploads/product-images/${owner}`,
      "/uploads/",
    ]) {
      expect((await fetch(`${site.base}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${site.base}/uploads/product-images/${owner}/x.webp`, { method: "DELETE" })).status).toBe(404);
  });

  it("answers 503 with a retry hint, never a 500, while the bucket does not answer", async () => {
    const down = await serveOnLoopback(
      uploadsSite(createS3Storage({ ...bucket.config, endpoint: "http://127.0.0.1:9" })),
    );
    try {
      const answer = await fetch(`${down.base}/uploads/product-images/${owner}/a.webp`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(answer.headers.get("cache-control")).toBe("no-store");
    } finally {
      await down.close();
    }
  });

  it("reads only our buckets and safe object paths from an address", () => {
    expect(storedObjectOf(`/event-images/${owner}/a.webp`)).toEqual({
      bucket: "event-images",
      objectPath: `${owner}/a.webp`,
    });
    expect(storedObjectOf("/event-images/a/b/c.webp")).toBeNull();
    expect(storedObjectOf("/private/a/b.webp")).toBeNull();
    expect(storedObjectOf("/event-images/a/.b.webp")).toBeNull();
  });
});
