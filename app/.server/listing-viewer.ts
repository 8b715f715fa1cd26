import { randomUUID } from "node:crypto";
import { isUuid } from "~/lib/uuid";
import type { Viewer } from "./domain/listings/record-listing-view";

const VISITOR_ID_COOKIE = "cm_vid";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Who is looking at a listing, for counting views once per person per day. Signed-in users are
 * known by id; visitors get a random id in a cookie (no address or device data is kept). The
 * cookie to set is returned when the visitor had none.
 */
export function listingViewer(request: Request, userId: string | null): { viewer: Viewer; setCookie: string | null } {
  if (userId) return { viewer: { key: `u:${userId}`, userId }, setCookie: null };
  const known = readCookie(request.headers.get("cookie"), VISITOR_ID_COOKIE);
  const visitorId = known && isUuid(known) ? known : randomUUID();
  return {
    viewer: { key: `v:${visitorId}`, userId: null },
    setCookie: visitorId === known ? null : `${VISITOR_ID_COOKIE}=${visitorId}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax`,
  };
}

function readCookie(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}
