import { createHash, randomBytes } from "node:crypto";
import { readCookie } from "~/lib/cookies";

/** A browser's own random mark, kept two years: which accounts were used in it (reviews' sock-puppet check). */
export const DEVICE_COOKIE = "chuo.device";
const TWO_YEARS_S = 2 * 365 * 24 * 60 * 60;
const WELL_FORMED = /^[A-Za-z0-9_-]{22}$/;

export interface BrowserDevice {
  /** The mark, hashed: what the database keeps (device_sightings), never the cookie itself. */
  hash: string;
  /** The `Set-Cookie` that gives a browser its mark, when it came without one. */
  setCookie: string | null;
}

// One mark per request: the action kit gives a new browser its mark, and the sign-in in the same
// request notes that mark as the account's, not a second random one.
const decided = new WeakMap<Request, BrowserDevice>();

/** This request's browser mark, or a new one for a browser that has none (or sent a malformed one); the same for every call on one request. */
export function browserDevice(request: Request, options: { secure: boolean }): BrowserDevice {
  const known = decided.get(request);
  if (known) return known;
  const device = markOf(request, options);
  decided.set(request, device);
  return device;
}

function markOf(request: Request, options: { secure: boolean }): BrowserDevice {
  const current = readCookie(request.headers.get("cookie"), DEVICE_COOKIE);
  const mark = current && WELL_FORMED.test(current) ? current : randomBytes(16).toString("base64url");
  return {
    hash: createHash("sha256").update(`device:${mark}`).digest("base64url"),
    setCookie: mark === current ? null : `${DEVICE_COOKIE}=${mark}; Max-Age=${TWO_YEARS_S}; Path=/; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`,
  };
}
