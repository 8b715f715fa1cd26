import { createHmac, randomUUID } from "node:crypto";
import { CLIENT_IP_HEADER } from "~/.server/auth/create-auth";
import { recordListingView, type Viewer } from "~/.server/domain/listings/record-listing-view";
import { isBotRequest } from "~/.server/http/request-facts/is-bot";
import type { ServerContext } from "~/.server/runtime/context";
import type { ListingKind } from "~/lib/listings/kinds";
import { addressNetwork } from "~/lib/shared/address-network";
import { readCookie } from "~/lib/shared/cookies";
import { isUuid } from "~/lib/shared/uuid";

const VISITOR_ID_COOKIE = "cm_vid";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Who is looking at a listing, for counting views once per person per day. Signed-in users are
 * known by id, visitors by the random id in their cookie. A request without a valid cookie is
 * counted by its address (its IPv6 /64), else a client that never returns the cookie would count
 * on every request. The address is kept only as a keyed hash, and the key is derived from the
 * auth secret so every app instance hashes an address alike.
 *
 * Campus NAT puts many students behind one address: after the first, a student without a cookie
 * yet does not count on their first look, but their browser keeps the cookie it gets here and
 * counts from then on like any visitor's.
 */
export function listingViewer(
  request: Request,
  userId: string | null,
  addressKey: string,
): { viewer: Viewer; setCookie: string | null } {
  if (userId) return { viewer: { key: `u:${userId}`, userId }, setCookie: null };
  const known = readCookie(request.headers.get("cookie"), VISITOR_ID_COOKIE);
  if (known && isUuid(known)) return { viewer: { key: `v:${known}`, userId: null }, setCookie: null };
  const visitorId = randomUUID();
  return {
    viewer: {
      key: `a:${hashAddress(request.headers.get(CLIENT_IP_HEADER) ?? "", addressKey)}`,
      userId: null,
      newVisitorKey: `v:${visitorId}`,
    },
    setCookie: `${VISITOR_ID_COOKIE}=${visitorId}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax`,
  };
}

/** 128 bits of an HMAC: plenty to tell addresses apart, and no way back to the address without the key. */
function hashAddress(address: string, key: string): string {
  return createHmac("sha256", key).update(addressNetwork(address)).digest("hex").slice(0, 32);
}

/**
 * Counts a detail page view (see recordListingView) and returns the headers that remember a new
 * visitor. Bots are not counted, nor is paging through photos without JavaScript (`?photo=`),
 * which reloads the page.
 */
export async function countDetailView(
  context: Pick<ServerContext, "db" | "viewerAddressKey">,
  request: Request,
  kind: ListingKind,
  listingId: string,
  userId: string | null,
): Promise<HeadersInit | undefined> {
  if (new URL(request.url).searchParams.has("photo") || isBotRequest(request)) return undefined;
  const { viewer, setCookie } = listingViewer(request, userId, context.viewerAddressKey);
  await recordListingView(context.db, kind, listingId, viewer);
  return setCookie ? { "Set-Cookie": setCookie } : undefined;
}
