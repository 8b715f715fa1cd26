import path from "node:path";
import express, { type RequestHandler } from "express";
import { YEAR_SECONDS } from "./serve-uploads";

/**
 * The browser's files: in development Vite's middleware; else the client build, whose hashed
 * assets never change (kept a year) and whose other files may (an hour).
 */
export function serveBrowserFiles(rootDir: string, devMiddleware: RequestHandler | undefined): RequestHandler {
  if (devMiddleware) return devMiddleware;
  const client = path.join(rootDir, "build/client");
  return express
    .Router()
    .use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: YEAR_SECONDS * 1000 }))
    .use(express.static(client, { maxAge: "1h", index: false }));
}
