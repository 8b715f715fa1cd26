import { createHmac, timingSafeEqual } from "node:crypto";
import { assertSafeObjectPath, BUCKETS, type Bucket, type ObjectStorage } from "./storage";

/** Where this app serves objects through signed, expiring URLs. */
export const SIGNED_OBJECT_PREFIX = "/storage/signed";

function signature(secret: string, bucket: Bucket, objectPath: string, expires: number): string {
  return createHmac("sha256", secret).update(`${bucket}/${objectPath}:${expires}`).digest("base64url");
}

/** `/storage/signed/<bucket>/<owner>/<file>?expires=<unix seconds>&signature=<HMAC>` */
export function signObjectUrl(secret: string, bucket: Bucket, objectPath: string, expiresAt: Date): string {
  assertSafeObjectPath(objectPath);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${SIGNED_OBJECT_PREFIX}/${bucket}/${objectPath}?expires=${expires}&signature=${signature(secret, bucket, objectPath, expires)}`;
}

export type SignedObjectCheck =
  | { ok: true; bucket: Bucket; objectPath: string; expiresAt: Date }
  | { ok: false; reason: "malformed" | "expired" | "bad-signature" };

/** Checks a signed URL: our path shape, an unexpired time, and the HMAC (compared in constant time). */
export function verifyObjectUrl(secret: string, url: URL, now = new Date()): SignedObjectCheck {
  const rest = url.pathname.startsWith(`${SIGNED_OBJECT_PREFIX}/`)
    ? url.pathname.slice(SIGNED_OBJECT_PREFIX.length + 1)
    : null;
  const slash = rest?.indexOf("/") ?? -1;
  if (!rest || slash < 0) return { ok: false, reason: "malformed" };
  const bucket = rest.slice(0, slash) as Bucket;
  const objectPath = rest.slice(slash + 1);
  const expires = Number(url.searchParams.get("expires"));
  const given = url.searchParams.get("signature") ?? "";
  if (!BUCKETS.includes(bucket) || !Number.isSafeInteger(expires)) return { ok: false, reason: "malformed" };
  try {
    assertSafeObjectPath(objectPath);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const expected = Buffer.from(signature(secret, bucket, objectPath, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
    return { ok: false, reason: "bad-signature" };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, bucket, objectPath, expiresAt: new Date(expires * 1000) };
}

/**
 * The two signed-URL methods every storage driver shares: URLs the app signs and serves itself
 * (app/routes/api/signed-object.ts), whichever driver holds the bytes.
 */
export function appSignedUrls(secret: string): Pick<ObjectStorage, "signedUrl" | "verifySignedUrl"> {
  return {
    signedUrl(bucket, objectPath, expiresInSeconds) {
      return signObjectUrl(secret, bucket, objectPath, new Date(Date.now() + expiresInSeconds * 1000));
    },
    verifySignedUrl(url) {
      const check = verifyObjectUrl(secret, url);
      return check.ok ? { bucket: check.bucket, objectPath: check.objectPath, expiresAt: check.expiresAt } : null;
    },
  };
}
