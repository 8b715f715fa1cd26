import { randomBytes } from "node:crypto";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { appSignedUrls } from "./signed-object-url";
import {
  assertOwnObjectPath,
  assertSafeObjectPath,
  type Bucket,
  type ObjectStorage,
  PUBLIC_UPLOADS_PREFIX,
  type StoredObject,
} from "./storage";

const LIST_LIMIT = 100;

/** Uploaded objects have unique names and never change: whoever serves them may keep them a year. */
export const STORED_OBJECT_CACHE_CONTROL = "public, max-age=31536000, immutable";

export interface S3StorageConfig {
  /** The one S3 bucket; our buckets (BUCKETS in storage.ts) are folders in it. */
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, Garage, R2...); unset, AWS itself. */
  endpoint?: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`, as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** How many keys one listing request asks for (S3's maximum is 1000); smaller only in tests. */
  listPageSize?: number;
}

/**
 * Stores objects in an S3-compatible bucket under `uploads/<bucket>/<owner>/<file>`: the key is
 * the object's public address without its leading slash, so a CDN that sends `/uploads/*` to the
 * bucket serves the very addresses the pages hold (docs/decisions/0025-photos-in-a-bucket.md).
 * Pages keep `/uploads/...` addresses, which the app also answers itself from the bucket. Signed
 * URLs are the app's own, as on local disk: the bucket's address need not be reachable by browsers.
 */
export function createS3Storage(
  config: S3StorageConfig,
  signingSecret: string = randomBytes(32).toString("hex"),
): ObjectStorage {
  const client = s3ClientFor(config);
  const keyOf = (bucket: Bucket, objectPath: string) => {
    assertSafeObjectPath(objectPath);
    return `${OBJECT_KEY_PREFIX}${bucket}/${objectPath}`;
  };
  const pageSize = config.listPageSize ?? 1000;

  return {
    async put(ownerId, bucket, objectPath, bytes, contentType) {
      assertOwnObjectPath(ownerId, objectPath);
      // One PUT stores the whole object or nothing: there is no torn file to hide.
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: keyOf(bucket, objectPath),
          Body: bytes,
          ContentType: contentType,
          CacheControl: STORED_OBJECT_CACHE_CONTROL,
        }),
      );
      return this.publicUrl(bucket, objectPath);
    },
    async remove(ownerId, bucket, objectPath) {
      assertOwnObjectPath(ownerId, objectPath);
      // Deleting a missing key succeeds, as removing a missing file does on disk.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(bucket, objectPath) }));
    },
    publicUrl(bucket, objectPath) {
      assertSafeObjectPath(objectPath);
      return `${PUBLIC_UPLOADS_PREFIX}/${bucket}/${objectPath}`;
    },
    async read(bucket, objectPath) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(bucket, objectPath) }),
        );
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async list(bucket, owner, { limit = LIST_LIMIT, offset = 0 } = {}) {
      assertSafeObjectPath(`${owner}/x`);
      // The trailing slash keeps owner "ab" from seeing "abc"'s objects.
      const prefix = keyOf(bucket, `${owner}/x`).slice(0, -1);
      const objects: StoredObject[] = [];
      let skipped = 0;
      let continuationToken: string | undefined;
      // S3 lists keys in byte order, as the disk driver sorts names; it has no offset, so the
      // pages before it are read and passed over.
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: prefix,
            Delimiter: "/",
            MaxKeys: pageSize,
            ContinuationToken: continuationToken,
          }),
        );
        for (const entry of page.Contents ?? []) {
          const name = entry.Key?.slice(prefix.length);
          if (!name || name.startsWith(".")) continue;
          if (skipped < offset) {
            skipped += 1;
            continue;
          }
          objects.push({
            name: `${owner}/${name}`,
            size: entry.Size ?? 0,
            updatedAt: entry.LastModified ?? new Date(0),
          });
          if (objects.length >= limit) return objects;
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return objects;
    },
    ...appSignedUrls(signingSecret),
  };
}

/** The object is not there; a missing bucket (NoSuchBucket, also a 404) is an outage, not a missing photo. */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound");
}

/** Each photo's key in the S3 bucket starts with this: the key is its address on the site without the leading slash. */
export const OBJECT_KEY_PREFIX = `${PUBLIC_UPLOADS_PREFIX.slice(1)}/`;

/** The SDK's client for one bucket's settings (the storage driver, the backups). */
export function s3ClientFor(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: S3-compatible servers differ on the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A bucket that stops answering fails an upload in seconds rather than holding the request.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
  });
}
