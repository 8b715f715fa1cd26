import type { Logger } from "pino";
import { type HandleErrorFunction, isRouteErrorResponse } from "react-router";

/** Enough of a path to find the request, not a page of it. */
const MAX_PATH_LENGTH = 200;

/**
 * How React Router's errors are logged (app/entry.server.tsx's `handleError` calls it).
 *
 * A request React Router refuses by itself is the client's doing, not a failure: a POST to a page
 * without an action (405), a path no route matches (404), a data request it cannot read (400).
 * It gets one short line with the method, path and status. React Router's default printed the
 * stack of its internal error for each (a probe's 100 requests left 1,857 traces, 910 KB; docs/security.md).
 * Every other error is logged as an error, with its stack; one from a request the client
 * abandoned is not logged at all. Only the path is logged, never the query (it may hold a token).
 */
export function routeErrorLogger(log: Logger): HandleErrorFunction {
  return (error, { request }) => {
    if (request.signal.aborted) return;
    const where = { method: request.method, path: new URL(request.url).pathname.slice(0, MAX_PATH_LENGTH) };
    if (isRouteErrorResponse(error) && error.status < 500)
      return void log.info({ ...where, status: error.status }, "request refused");
    log.error({ err: internalError(error), ...where }, "request failed");
  };
}

/** React Router wraps its own errors in an ErrorResponse; the Error inside has the stack. */
function internalError(error: unknown): unknown {
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  return inner ?? error;
}
