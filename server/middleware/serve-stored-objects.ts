import type { NextFunction, Request, RequestHandler, Response } from "express";
import { logger } from "~/.server/runtime/logger";
import { STORED_OBJECT_CACHE_CONTROL } from "~/.server/storage/s3-storage";
import {
  assertSafeObjectPath,
  BUCKETS,
  type Bucket,
  contentTypeOf,
  type ObjectStorage,
} from "~/.server/storage/storage";

/**
 * Answers `/uploads/<bucket>/<owner>/<file>` from a storage the app cannot hand to express.static
 * (an S3-compatible bucket), with the same year-long caching, so pages hold the same addresses
 * whichever driver keeps the bytes. A missing object falls through (to the missing-sibling answer,
 * then 404); a bucket that fails is a 503 the browser may retry.
 */
export function serveStoredObjects(storage: ObjectStorage): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const found = storedObjectOf(req.path);
    if (!found) return next();
    let bytes: Uint8Array | null;
    try {
      bytes = await storage.read(found.bucket, found.objectPath);
    } catch (error) {
      logger.error({ err: error, bucket: found.bucket, objectPath: found.objectPath }, "stored object not read");
      return void res
        .status(503)
        .set({ "Retry-After": "5", "Cache-Control": "no-store" })
        .type("text/plain")
        .send("Photo temporarily unavailable");
    }
    if (!bytes) return next();
    res.set("Cache-Control", STORED_OBJECT_CACHE_CONTROL);
    res.type(contentTypeOf(found.objectPath));
    // send() adds an ETag and answers a matching If-None-Match with 304.
    res.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };
}

/** `/<bucket>/<owner>/<file>` (the path under /uploads), or null for anything else. */
export function storedObjectOf(pathUnderUploads: string): { bucket: Bucket; objectPath: string } | null {
  const match = /^\/([a-z-]+)\/(.+)$/.exec(pathUnderUploads);
  if (!match || !BUCKETS.includes(match[1] as Bucket)) return null;
  try {
    assertSafeObjectPath(match[2]!);
  } catch {
    return null;
  }
  return { bucket: match[1] as Bucket, objectPath: match[2]! };
}
