/**
 * Object storage behind one interface (DESIGN.md): local disk by default, or an S3-compatible
 * bucket (docs/decisions/0025-photos-in-a-bucket.md).
 * Objects live in the buckets below under `<userId>/<file>`.
 */
export const BUCKETS = [
  "product-images",
  "accommodation-images",
  "profile-images",
  "shop-logos",
  "promotion-images",
  "event-images",
  "service-images",
] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface StoredObject {
  /** The object path, `<owner>/<file>`. */
  name: string;
  size: number;
  updatedAt: Date;
}

/**
 * Writes and deletes name the acting user: they touch only objects under that user's own folder
 * (`<ownerId>/...`), so a stored URL that names someone else's object, however it got into a row,
 * can never make us overwrite or delete that object.
 */
export interface ObjectStorage {
  /** Stores bytes as one of the owner's objects and returns its public URL path. */
  put(ownerId: string, bucket: Bucket, objectPath: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Deletes one of the owner's objects; another's is refused with ForeignObjectError. */
  remove(ownerId: string, bucket: Bucket, objectPath: string): Promise<void>;
  publicUrl(bucket: Bucket, objectPath: string): string;
  /** The object's bytes, or null when there is none. */
  read(bucket: Bucket, objectPath: string): Promise<Uint8Array | null>;
  /** An owner's objects, sorted by name; by default 100 from offset 0. */
  list(bucket: Bucket, owner: string, options?: { limit?: number; offset?: number }): Promise<StoredObject[]>;
  /** A URL that serves the object to whoever holds it until it expires (then 403). */
  signedUrl(bucket: Bucket, objectPath: string, expiresInSeconds: number): string;
  /** For URLs this storage signed and the app serves itself: which object, if valid and unexpired. */
  verifySignedUrl(url: URL): { bucket: Bucket; objectPath: string; expiresAt: Date } | null;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** A stored object's type, from its name (a bucket read for serving, a backup written back). */
export function contentTypeOf(objectPath: string): string {
  return CONTENT_TYPES[objectPath.slice(objectPath.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
}

/** Where public objects are served from by this app. */
export const PUBLIC_UPLOADS_PREFIX = "/uploads";

/** Object paths are `<owner>/<file>`: no traversal, no hidden files, a short safe alphabet. */
export function assertSafeObjectPath(objectPath: string): void {
  if (!/^[A-Za-z0-9_-]+\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(objectPath) || objectPath.includes("..")) {
    throw new Error(`Unsafe object path: ${objectPath}`);
  }
}

export class ForeignObjectError extends Error {
  constructor(objectPath: string) {
    super(`Object ${objectPath} is not the acting user's own`);
    this.name = "ForeignObjectError";
  }
}

/** Refuses an object path outside the owner's own folder. */
export function assertOwnObjectPath(ownerId: string, objectPath: string): void {
  assertSafeObjectPath(objectPath);
  if (!/^[A-Za-z0-9_-]+$/.test(ownerId) || !objectPath.startsWith(`${ownerId}/`))
    throw new ForeignObjectError(objectPath);
}

/** The object path of one of our public URLs in a bucket, or null for anything else (e.g. an outside URL). */
export function objectPathFromUrl(bucket: Bucket, url: string | null | undefined): string | null {
  const prefix = `${PUBLIC_UPLOADS_PREFIX}/${bucket}/`;
  if (!url?.startsWith(prefix)) return null;
  const objectPath = url.slice(prefix.length);
  try {
    assertSafeObjectPath(objectPath);
    return objectPath;
  } catch {
    return null;
  }
}
