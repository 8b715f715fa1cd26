import { AsyncLocalStorage } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";
import { loggablePath } from "~/.server/runtime/log-redaction";
import { logger } from "~/.server/runtime/logger";

/** One debug line per answered request: method, path without its query, status and time. */
export function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  // Bound to the request's context, so the line carries its id whatever callback emits "finish".
  res.on(
    "finish",
    AsyncLocalStorage.bind(() => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.debug(
        {
          method: req.method,
          path: loggablePath(req.originalUrl),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    }),
  );
  next();
}
