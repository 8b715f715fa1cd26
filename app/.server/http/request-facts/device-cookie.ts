import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readCookie } from "~/lib/shared/cookies";

/** A browser's own random mark, kept two years: which accounts were used in it (reviews' sock-puppet check). */
export const DEVICE_COOKIE = "chuo.device";
const TWO_YEARS_S = 2 * 365 * 24 * 60 * 60;
const WELL_FORMED_MARK = /^[A-Za-z0-9_-]{22}$/;

export interface BrowserDevice {
  /** The mark, hashed: what the database keeps (device_sightings), never the cookie itself. */
  hash: string;
  /** The `Set-Cookie` that gives a browser its mark, when it came without a good one. */
  setCookie: string | null;
}

// One mark per request: the action kit gives a new browser its mark, and the sign-in in the same
// request notes that mark as the account's, not a second random one.
const decided = new WeakMap<Request, BrowserDevice>();

/**
 * This request's browser mark, or a new one for a browser that has none; the same for every call
 * on one request. The cookie is the mark and our HMAC of it (`key`, derived from the auth secret,
 * the same on every instance): a value we did not sign (forged, altered, or an unsigned one from
 * before) counts as none, and the browser is given a new mark. So nobody can make a browser carry
 * another's mark, or pick one to tie or untie accounts in the reviews' check.
 */
export function browserDevice(request: Request, options: { secure: boolean; key: string }): BrowserDevice {
  const known = decided.get(request);
  if (known) return known;
  const device = markOf(request, options);
  decided.set(request, device);
  return device;
}

function markOf(request: Request, options: { secure: boolean; key: string }): BrowserDevice {
  const current = readCookie(request.headers.get("cookie"), DEVICE_COOKIE);
  const signed = current ? verifiedMark(options.key, current) : null;
  const mark = signed ?? randomBytes(16).toString("base64url");
  return {
    hash: createHash("sha256").update(`device:${mark}`).digest("base64url"),
    setCookie: signed
      ? null
      : `${DEVICE_COOKIE}=${signMark(options.key, mark)}; Max-Age=${TWO_YEARS_S}; Path=/; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`,
  };
}

const mac = (key: string, mark: string): string =>
  createHmac("sha256", key).update(`device-mark:${mark}`).digest("base64url");

/** The cookie's value for a mark: `<mark>.<signature>`. */
export function signMark(key: string, mark: string): string {
  return `${mark}.${mac(key, mark)}`;
}

/** The mark a cookie carries, if we signed it; else null. */
function verifiedMark(key: string, value: string): string | null {
  const [mark, signature, extra] = value.split(".");
  if (!mark || !signature || extra !== undefined || !WELL_FORMED_MARK.test(mark)) return null;
  const expected = Buffer.from(mac(key, mark));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? mark : null;
}
