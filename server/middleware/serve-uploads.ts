import express, { type RequestHandler } from "express";
import type { Env } from "~/.server/runtime/env";
import type { ObjectStorage } from "~/.server/storage/storage";
import { serveStoredObjects } from "./serve-stored-objects";

export const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Uploaded objects have unique names and never change, so browsers may keep them for a year. */
export function serveUploads(env: Env, storage: ObjectStorage): RequestHandler {
  return env.STORAGE_DRIVER === "disk"
    ? express.static(env.uploadsDir, {
        immutable: true,
        maxAge: YEAR_SECONDS * 1000,
        index: false,
        fallthrough: true,
      })
    : serveStoredObjects(storage);
}
