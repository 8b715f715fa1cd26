import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { readCookie } from "~/lib/shared/cookies";
import { FLASH_COOKIE, type FlashToast, type Toast } from "~/lib/shared/toast";

/** Marks a page that shows a toast, so the service worker does not save it to show again offline. */
export const FLASH_SHOWN_HEADER = "X-Flash-Shown";

/** Long enough for a redirect on a slow link; a toast nobody saw in a minute is stale. */
const FLASH_MAX_AGE_SECONDS = 60;
/** A toast is a title and a sentence or two; anything longer in the cookie was not ours. */
const MAX_COOKIE_VALUE = 2048;

/**
 * The one toast channel (docs/architecture.md#toasts). An action (or a loader that redirects) sets
 * the toast here; the root loader takes it, in the same request when the page renders straight
 * away, or from a cookie in the request after a redirect or a script's data request. The server
 * writes or clears the cookie once the response is known (`cookieHeader`), so no route handles it.
 *
 * The cookie is signed, so only the server's own words are ever shown, and readable by scripts
 * (it holds only what the page is about to show) so the page knows to ask for it (app/root.tsx).
 */
export class Flash {
  private pending: TravellingToast | null = null;
  private pendingTaken = false;
  private readonly arrived: TravellingToast | null;
  private arrivedTaken = false;

  constructor(
    private readonly key: string,
    cookieHeader: string | null,
    private readonly secure: boolean,
  ) {
    this.arrived = verifyFlash(key, readCookie(cookieHeader, FLASH_COOKIE));
  }

  /** Shows `toast` on the page this request leads to. The last one set wins. */
  set(toast: Toast): void {
    this.pending = { ...toast, id: randomUUID(), until: Date.now() + FLASH_MAX_AGE_SECONDS * 1000 };
    this.pendingTaken = false;
  }

  /** The toast for the page being rendered, once: set by this request, else carried in by the cookie. */
  take(): FlashToast | null {
    if (this.pending) {
      this.pendingTaken = true;
      return this.pending;
    }
    if (!this.arrived || this.arrivedTaken) return null;
    this.arrivedTaken = true;
    return this.arrived;
  }

  /** Whether the page being rendered carries a toast: such a page is not saved for offline use (public/sw.js). */
  shown(): boolean {
    return this.pendingTaken || this.arrivedTaken;
  }

  /**
   * What the response must say about the cookie, once it is known. A redirect shows nothing, even
   * when the root loader ran beside the loader that redirected: its toast goes on to the next page.
   * A page that showed the toast clears it; a toast set where no page showed it (a script's form
   * post) waits in the cookie.
   */
  cookieHeader(redirected: boolean): string | null {
    const flags = `Path=/; SameSite=Lax${this.secure ? "; Secure" : ""}`;
    if (this.pending && (redirected || !this.pendingTaken))
      return `${FLASH_COOKIE}=${signFlash(this.key, this.pending)}; Max-Age=${FLASH_MAX_AGE_SECONDS}; ${flags}`;
    if (redirected) return null;
    if (this.arrived && (this.arrivedTaken || this.pendingTaken)) return `${FLASH_COOKIE}=; Max-Age=0; ${flags}`;
    return null;
  }
}

function mac(key: string, payload: string): string {
  return createHmac("sha256", key).update(`flash:${payload}`).digest("base64url");
}

export function signFlash(key: string, toast: TravellingToast): string {
  const payload = Buffer.from(JSON.stringify(toast)).toString("base64url");
  return `${payload}.${mac(key, payload)}`;
}

/** The toast a cookie carries, if the server signed it and it has a toast's shape; else null. */
export function verifyFlash(key: string, value: string | null): TravellingToast | null {
  if (!value || value.length > MAX_COOKIE_VALUE) return null;
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const toast: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return isFlashToast(toast) ? toast : null;
  } catch {
    return null;
  }
}

/** A toast as it travels: its end is signed with it, so a cookie kept past its minute is never shown. */
type TravellingToast = FlashToast & { until: number };

function isFlashToast(value: unknown): value is TravellingToast {
  if (typeof value !== "object" || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.id === "string" &&
    typeof t.until === "number" &&
    t.until >= Date.now() &&
    typeof t.title === "string" &&
    (t.description === undefined || typeof t.description === "string") &&
    (t.variant === undefined || t.variant === "default" || t.variant === "destructive")
  );
}
