import type { NextFunction, Request, Response } from "express";
import { REQUEST_ID_HEADER, requestIdFor, runWithRequestId } from "~/.server/runtime/request-id";

/**
 * Gives each request an id (the trusted proxy's, or a new one), echoes it in `X-Request-Id`, and
 * runs the rest of its handling with it, so every log line the request causes carries it
 * (app/.server/runtime/logger.ts). A support request quoting the header finds its lines.
 */
export function assignRequestId(trustProxy: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = requestIdFor(req.headers[REQUEST_ID_HEADER], trustProxy);
    res.setHeader(REQUEST_ID_HEADER, id);
    runWithRequestId(id, next);
  };
}
