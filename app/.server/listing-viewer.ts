import { randomUUID } from "node:crypto";
import { readCookie } from "~/lib/cookies";
import { isUuid } from "~/lib/uuid";
import type { ListingKind } from "~/lib/listing-fee";
import type { Database } from "./db/client";
import { recordListingView, type Viewer } from "./domain/listings/record-listing-view";
import { isBotRequest } from "./is-bot";

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

/**
 * Counts a detail page view (see recordListingView) and returns the headers that remember a new
 * visitor. Bots are not counted, nor is paging through photos without JavaScript (`?photo=`),
 * which reloads the page.
 */
export async function countDetailView(db: Database, request: Request, kind: ListingKind, listingId: string, userId: string | null): Promise<HeadersInit | undefined> {
  if (new URL(request.url).searchParams.has("photo") || isBotRequest(request)) return undefined;
  const { viewer, setCookie } = listingViewer(request, userId);
  await recordListingView(db, kind, listingId, viewer);
  return setCookie ? { "Set-Cookie": setCookie } : undefined;
}
