import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { readCookie } from "~/lib/cookies";
import { FLASH_COOKIE, type FlashToast, type Toast } from "~/lib/toast";

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
  private pending: FlashToast | null = null;
  private readonly arrived: FlashToast | null;
  private arrivedTaken = false;
  /** What `take` gave the page: not shown after all when the response turns out to be a redirect. */
  private taken: FlashToast | null = null;

  constructor(
    private readonly key: string,
    cookieHeader: string | null,
    private readonly secure: boolean,
  ) {
    this.arrived = verifyFlash(key, readCookie(cookieHeader, FLASH_COOKIE));
  }

  /** Shows `toast` on the page this request leads to. The last one set wins. */
  set(toast: Toast): void {
    this.pending = { ...toast, id: randomUUID() };
  }

  /** The toast for the page being rendered, once: set by this request, else carried in by the cookie. */
  take(): FlashToast | null {
    const toast = this.pending ?? (this.arrivedTaken ? null : this.arrived);
    this.pending = null;
    this.arrivedTaken = this.arrived !== null;
    this.taken = toast ?? this.taken;
    return toast;
  }

  /**
   * What the response must say about the cookie: carry a toast not yet shown, clear one shown, or
   * nothing. A redirect shows no page: the root loader runs beside the loader that redirects and
   * may have taken the toast that loader set (or one that arrived), so it goes on to the next page.
   */
  cookieHeader(redirected = false): string | null {
    const flags = `Path=/; SameSite=Lax${this.secure ? "; Secure" : ""}`;
    const carried = this.pending ?? (redirected ? this.taken : null);
    if (carried) return `${FLASH_COOKIE}=${signFlash(this.key, carried)}; Max-Age=${FLASH_MAX_AGE_SECONDS}; ${flags}`;
    if (this.arrivedTaken) return `${FLASH_COOKIE}=; Max-Age=0; ${flags}`;
    return null;
  }
}

function mac(key: string, payload: string): string {
  return createHmac("sha256", key).update(`flash:${payload}`).digest("base64url");
}

export function signFlash(key: string, toast: FlashToast): string {
  const payload = Buffer.from(JSON.stringify(toast)).toString("base64url");
  return `${payload}.${mac(key, payload)}`;
}

/** The toast a cookie carries, if the server signed it and it has a toast's shape; else null. */
export function verifyFlash(key: string, value: string | null): FlashToast | null {
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

function isFlashToast(value: unknown): value is FlashToast {
  if (typeof value !== "object" || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.id === "string" &&
    typeof t.title === "string" &&
    (t.description === undefined || typeof t.description === "string") &&
    (t.variant === undefined || t.variant === "default" || t.variant === "destructive")
  );
}
