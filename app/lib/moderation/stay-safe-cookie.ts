import { readCookie } from "../shared/cookies";

/**
 * The "Stay safe" box (app/components/moderation/stay-safe-box.tsx) is dismissed per browser: its
 * Dismiss button writes this cookie, and the server reads it (app/.server/http/request-facts/stay-safe-cookie.ts)
 * so a dismissed box is not rendered at all rather than shown and then hidden.
 */
export const STAY_SAFE_COOKIE = "cm_stay_safe";
export const STAY_SAFE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie the Dismiss button sets, for a year, for every page. */
export function staySafeDismissCookie(): string {
  return `${STAY_SAFE_COOKIE}=hidden; Path=/; Max-Age=${STAY_SAFE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** Whether a Cookie header (or `document.cookie`) says the box was dismissed. */
export function staySafeDismissedIn(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, STAY_SAFE_COOKIE) === "hidden";
}
