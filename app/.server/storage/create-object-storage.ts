import type { Env } from "../runtime/env";
import { withDiskFullFault } from "./disk-full-fault";
import { createLocalDiskStorage } from "./local-disk-storage";
import { createS3Storage, type S3StorageConfig } from "./s3-storage";
import type { ObjectStorage } from "./storage";

export type StorageSettings = Pick<
  Env,
  | "STORAGE_DRIVER"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_FORCE_PATH_STYLE"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "uploadsDir"
> &
  Partial<Pick<Env, "STORAGE_FAULT_FILE">>;

/** The storage driver the configuration names (STORAGE_DRIVER): local disk, or an S3-compatible bucket. */
export function createObjectStorage(env: StorageSettings, signingSecret?: string): ObjectStorage {
  const storage =
    env.STORAGE_DRIVER === "disk"
      ? createLocalDiskStorage(env.uploadsDir, signingSecret)
      : createS3Storage(s3SettingsOf(env), signingSecret);
  return env.STORAGE_FAULT_FILE ? withDiskFullFault(storage, env.STORAGE_FAULT_FILE) : storage;
}

/** The bucket's settings from the configuration (STORAGE_DRIVER=s3). */
export function s3SettingsOf(env: StorageSettings): S3StorageConfig {
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined;
  // loadEnv refuses s3 without a bucket.
  return {
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials,
  };
}
