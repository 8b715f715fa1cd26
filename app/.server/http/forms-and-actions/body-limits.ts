import type { Register } from "react-router";
import { LISTING_KIND_RULES, LISTING_KINDS, type ListingKind } from "~/lib/listings/kinds";
import { MAX_IMAGE_BYTES } from "~/lib/shared/upload-rules";

/** A route's id in app/routes.ts (React Router's generated types): a misspelt or removed one does not compile. */
export type RouteId = keyof Register["routeModules"];

/** Room for a form's other fields and the multipart boundaries around its files. */
export const FORM_OVERHEAD_BYTES = 100 * 1024;

/**
 * Every request body without photos: the longest text a form takes (a 2,000-character
 * description, even in 4-byte characters, URL-encoded) fits several times over.
 */
export const PLAIN_BODY_LIMIT = 64 * 1024;

/** A form carrying up to `files` photos of at most 5MB each. */
export const photoFormLimit = (files: number) => files * MAX_IMAGE_BYTES + FORM_OVERHEAD_BYTES;

/**
 * Listing forms get room for one photo more than allowed, so too many photos are answered "Too
 * many images", not "too large"; a new kind's post and edit pages get theirs from its rules.
 */
const LISTING_FORM_LIMITS = Object.fromEntries(
  LISTING_KINDS.flatMap((kind) => {
    const limit = photoFormLimit(LISTING_KIND_RULES[kind].maxPhotos + 1);
    return [
      [`${kind}-post`, limit],
      [`${kind}-edit`, limit],
    ];
  }),
) as Record<`${ListingKind}-${"post" | "edit"}`, number> satisfies Partial<Record<RouteId, number>>;

/** The routes whose forms carry photos, by route id, with what they may carry; every other route gets the plain limit. */
export const PHOTO_FORM_LIMITS = {
  ...LISTING_FORM_LIMITS,
  "routes/account/profile": photoFormLimit(1),
  // A shop's logo and cover.
  "shop-create": photoFormLimit(2),
  "shop-edit": photoFormLimit(2),
  // A promotion's, event's or service's one picture.
  "promotions-post": photoFormLimit(1),
  "promotions-edit": photoFormLimit(1),
  "events-post": photoFormLimit(1),
  "events-edit": photoFormLimit(1),
  "services-post": photoFormLimit(1),
  "services-edit": photoFormLimit(1),
} satisfies Partial<Record<RouteId, number>>;

/**
 * The largest request body the server reads for the route that answers a request (server/route-pattern.ts
 * finds it; a `.data` request is its page's), refused by its stated length and counted while it streams
 * in (server/middleware/find-body-limit.ts, server/fetch-bridge.ts); the action kit's readForm gets the same.
 */
export function bodyLimitForRoute(routeId: string | undefined): number {
  return routeId !== undefined && Object.hasOwn(PHOTO_FORM_LIMITS, routeId)
    ? PHOTO_FORM_LIMITS[routeId as keyof typeof PHOTO_FORM_LIMITS]
    : PLAIN_BODY_LIMIT;
}
