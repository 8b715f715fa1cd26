import type { IncomingMessage, ServerResponse } from "node:http";
import { siteUrl } from "../request-target";

/**
 * Which responses no browser or proxy may keep (`Cache-Control: no-store`): anything a signed-in
 * person sees, anything about signing in, and anything that sets a cookie. A stored copy of such a
 * page would show one student's account to whoever uses the phone or the shared proxy next.
 */

/** Pages and endpoints that handle credentials, tokens or sessions, signed in or not. */
const AUTH_PATHS = ["/api/auth", "/auth", "/forgot-password", "/reset-password", "/sign-out", "/dev/outbox"];

/** React Router fetches a page's data from the page's path plus ".data" (and "/_root.data" for "/"). */
function pagePath(pathname: string): string {
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

export function isAuthPath(pathname: string): boolean {
  const path = pagePath(pathname);
  return AUTH_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The session cookie is `chuo.session_token`, or `__Secure-chuo.session_token` over https
 * (better-auth's naming, set up in app/.server/auth/create-auth.ts).
 */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => (pair.split("=", 1)[0] ?? "").trim().includes("session_token"));
}

/**
 * Decides, when the headers are about to be sent, whether this response must not be stored.
 * With a session cookie, a response keeps its own caching only if its handler chose one: static
 * files (/assets, uploads) and signed object URLs say so themselves and hold nothing personal,
 * while pages and their data never set Cache-Control.
 */
export function mustNotBeStored(
  request: { pathname: string; cookie: string | undefined },
  res: ServerResponse,
): boolean {
  if (res.hasHeader("set-cookie")) return true;
  if (isAuthPath(request.pathname)) return true;
  return carriesSessionCookie(request.cookie) && !res.hasHeader("cache-control");
}

/**
 * Runs `beforeSend` just before the status line and headers go out, whichever way the handler
 * sends them: Node's implicit headers (first write, end, flushHeaders) also go through writeHead.
 */
export function beforeHeadersSent(res: ServerResponse, beforeSend: () => void): void {
  const writeHead = res.writeHead;
  let done = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!done) {
      done = true;
      beforeSend();
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/** Marks the response no-store (replacing any other caching) when mustNotBeStored says so. */
export function keepPrivateResponsesUncached(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  // Read now: routers mounted on a prefix (express.static under /assets) rewrite req.url later.
  // The path as the pages see it (fetch-bridge.ts), so "/x/../auth" is the auth page here too.
  const request = { pathname: siteUrl("http://localhost", req.url ?? "/").pathname, cookie: req.headers.cookie };
  beforeHeadersSent(res, () => {
    if (mustNotBeStored(request, res)) res.setHeader("Cache-Control", "no-store");
  });
  next();
}
