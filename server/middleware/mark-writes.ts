import type { NextFunction, Request, Response } from "express";
import { RECENT_WRITE_COOKIE, RECENT_WRITE_SECONDS, type SharedCache } from "~/.server/cache/shared-cache";
import { NOTHING_WRITTEN_HEADER } from "~/.server/http/forms-and-actions/action-outcome";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A state-changing request marks its browser for a while, so that browser's next pages bypass
 * every instance's shared cache and show its change at once (cache/shared-cache.ts). A signed-in
 * one that succeeded also empties the cache, on this instance and every other one on the same
 * PostgreSQL (cache/page-cache-sync.ts), so others see the change too; only
 * those, so that nobody can keep the cache empty with a stream of refused or anonymous posts, and
 * not one that says it changed nothing (a payment page's poll, app/.server/http/forms-and-actions/action-outcome.ts).
 */
export function markWrites(cache: SharedCache, secure: boolean) {
  const cookie = `${RECENT_WRITE_COOKIE}=1; Max-Age=${RECENT_WRITE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    res.append("Set-Cookie", cookie);
    // 'close' comes after 'finish', and also when the client went away before the answer.
    if (hasSessionCookie(req.headers.cookie))
      res.once("close", () => res.statusCode < 400 && !res.getHeader(NOTHING_WRITTEN_HEADER) && cache.invalidate());
    next();
  };
}

/** Whether a request carries a session cookie (checked, if needed, by the page itself). */
function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie?.includes("session_token") ?? false;
}
