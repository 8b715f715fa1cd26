import type { NextFunction, Request, Response } from "express";
import { loggablePath } from "~/.server/runtime/log-redaction";
import { logger } from "~/.server/runtime/logger";

/**
 * The last handler: an error nothing else answered (the database down, a bug) is one redacted
 * JSON line through our logger and a plain 500, never Express's own stack trace on the console,
 * where a failed query quotes its parameters (a session token) in clear.
 */
export function answerServerError(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  logger.error({ err: error, method: req.method, path: loggablePath(req.originalUrl) }, "request failed");
  if (res.headersSent) return void res.destroy();
  res.status(500).set("Cache-Control", "no-store").type("text/plain").send("Something went wrong on our side. Please try again in a moment.");
}
