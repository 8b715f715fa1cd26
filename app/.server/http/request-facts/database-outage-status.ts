import { DATABASE_OUTAGE_RETRY_SECONDS, isDatabaseUnreachable } from "../../db/database-unreachable";

/**
 * The requests (by their load context, which React Router hands both to `handleError` and to the
 * page's rendering) that failed because the database could not be reached. Marked when the error
 * is logged: by the time the page is rendered, production mode has replaced the error with a bare
 * "Unexpected Server Error", so the page can no longer tell an outage from a bug.
 */
const outages = new WeakSet<object>();

/** Called with every error a loader or action threw (app/entry.server.tsx, handleError). */
export function noteDatabaseOutage(error: unknown, loadContext: unknown): void {
  if (loadContext && typeof loadContext === "object" && isDatabaseUnreachable(error)) outages.add(loadContext);
}

/**
 * A page that failed because the database was out (stopped, restarting) answers 503 with
 * Retry-After, not 500: the proxy, a cache and the browser learn that it is passing, and a bug
 * still shows as a 500. Returns the status to answer with; sets Retry-After on `headers`.
 */
export function statusForFailedPage(status: number, loadContext: unknown, headers: Headers): number {
  if (status < 500 || !loadContext || typeof loadContext !== "object" || !outages.has(loadContext)) return status;
  headers.set("Retry-After", String(DATABASE_OUTAGE_RETRY_SECONDS));
  return 503;
}

/**
 * The same for a client-side navigation or form post (`.data` requests, app/entry.server.tsx,
 * handleDataRequest): its answer carries the loader's or action's error for the page's error
 * boundary with a 500, made a 503 with Retry-After when the database was out. The body is kept
 * as it is, so the browser shows the same boundary.
 */
export function responseForFailedData(response: Response, loadContext: unknown): Response {
  const headers = new Headers(response.headers);
  const status = statusForFailedPage(response.status, loadContext, headers);
  if (status === response.status) return response;
  return new Response(response.body, { status, headers });
}
