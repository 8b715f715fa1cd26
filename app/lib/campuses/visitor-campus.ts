import { readCookie } from "../shared/cookies";
import { isUuid } from "../shared/uuid";

/**
 * A signed-out visitor's chosen campus, remembered in local storage (docs/product.md#campuses) and in a
 * cookie of the same name, so the server renders lists already filtered.
 */
export const VISITOR_CAMPUS_KEY = "visitorCampus";
export const VISITOR_CAMPUS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function visitorCampusCookie(campusId: string | null): string {
  return campusId
    ? `${VISITOR_CAMPUS_KEY}=${campusId}; Path=/; Max-Age=${VISITOR_CAMPUS_MAX_AGE_SECONDS}; SameSite=Lax`
    : `${VISITOR_CAMPUS_KEY}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Reads the campus id from a Cookie header; anything but a UUID is ignored. */
export function readVisitorCampus(cookieHeader: string | null | undefined): string | null {
  const value = readCookie(cookieHeader, VISITOR_CAMPUS_KEY);
  return value && isUuid(value) ? value.toLowerCase() : null;
}
