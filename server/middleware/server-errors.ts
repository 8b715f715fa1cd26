import type { NextFunction, Request, Response } from "express";
import { DATABASE_OUTAGE_RETRY_SECONDS, isDatabaseUnreachable } from "~/.server/db/database-unreachable";
import { inLocale } from "~/.server/i18n/request-locale";
import { loggablePath } from "~/.server/runtime/log-redaction";
import { logger } from "~/.server/runtime/logger";
import { chooseLocale } from "~/lib/shared/i18n/locales";
import { m } from "~/paraglide/messages";

/** The answer's one line, in the reader's language: it is written outside the pages, so it chooses the language itself (decision 0015). */
function inReadersLanguage(req: Request, words: () => string): string {
  const { locale } = chooseLocale({
    url: req.originalUrl,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
  });
  return inLocale(locale, words);
}

/**
 * The last handler: an error nothing else answered (the database down, a bug) is one redacted
 * JSON line through our logger and a plain 500 (503 when the database is out), never Express's own stack trace on the console,
 * where a failed query quotes its parameters (a session token) in clear.
 */
export function answerServerError(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  const path = loggablePath(req.originalUrl);
  // Express's own refusals (a path it cannot decode: `%zz`) are the client's: their status, one
  // short line, and never their message, which quotes the path (a reset link's token).
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    logger.info({ method: req.method, path, status }, "request refused");
    if (res.headersSent) return void res.destroy();
    return void res
      .status(status)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send(inReadersLanguage(req, m.errors_bad_request));
  }
  logger.error({ err: error, method: req.method, path }, "request failed");
  if (res.headersSent) return void res.destroy();
  // The database out (stopped, restarting) is passing: 503 and when to try again, not a bug's 500.
  if (isDatabaseUnreachable(error)) res.status(503).set("Retry-After", String(DATABASE_OUTAGE_RETRY_SECONDS));
  else res.status(500);
  res.set("Cache-Control", "no-store").type("text/plain").send(inReadersLanguage(req, m.errors_server_error));
}
