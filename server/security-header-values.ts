/**
 * The security headers as plain values, so the policy can be read (and tested) in one place.
 * server/middleware/security-headers.ts puts them on responses.
 */

/** Where browsers send Content-Security-Policy violation reports (server/middleware/csp-report.ts). */
export const CSP_REPORT_PATH = "/csp-report";

/** The Reporting API's name for that endpoint, used by `report-to` and `Reporting-Endpoints`. */
const CSP_REPORT_GROUP = "csp";

export interface SecurityHeaderOptions {
  /** A fresh random value for this response; inline scripts carrying it may run. */
  nonce: string;
  /** The address users reach the site at (env.publicUrl); https turns on HSTS. */
  publicUrl: string;
  /** Vite's development server with hot reload is running (never in production). */
  dev: boolean;
}

/**
 * Scripts: only files from our origin, and the inline hydration scripts React Router writes with
 * this response's nonce. No 'unsafe-inline' or 'unsafe-eval' for scripts, in any mode.
 * Styles: our stylesheet, and the page's own styles the server writes into its head with this
 * response's nonce (app/.server/http/page-assets/inline-stylesheet.ts); no inline style attributes (the app
 * uses Tailwind classes).
 * Images: our origin, plus blob: for the photo picker's previews of files not yet uploaded.
 * Fetches: our origin, plus blob: (URLs only our own scripts can mint, so nothing foreign is
 * reached); browser tooling such as Playwright's trace recorder re-reads the previews that way.
 * In development, Vite injects <style> elements for hot-reloaded CSS and talks to its own
 * WebSocket port, so those two are relaxed there and only there (a nonce would switch
 * 'unsafe-inline' off, so development has none for styles).
 */
export function contentSecurityPolicy({ nonce, dev }: Pick<SecurityHeaderOptions, "nonce" | "dev">): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`],
    ["style-src", "'self'", dev ? "'unsafe-inline'" : `'nonce-${nonce}'`],
    ["img-src", "'self'", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", "blob:", ...(dev ? ["ws:"] : [])],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["object-src", "'none'"],
    ["report-uri", CSP_REPORT_PATH],
    ["report-to", CSP_REPORT_GROUP],
  ];
  return directives.map((words) => words.join(" ")).join("; ");
}

/**
 * Geolocation is ours alone (the campus picker's "detect my campus"); the photo picker is a plain
 * file input, so the camera permission is not needed. Every other powerful feature is off.
 * Only features Chromium knows are listed: an unknown name is logged as a console error.
 */
export const PERMISSIONS_POLICY = [
  "geolocation=(self)",
  "camera=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "display-capture=()",
].join(", ");

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Every header this module decides, for one response. */
export function securityHeaderValues({ nonce, publicUrl, dev }: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy({ nonce, dev }),
    "Reporting-Endpoints": `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Content-Type-Options": "nosniff",
    // frame-ancestors says the same to current browsers; this header is for older ones.
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
  // HSTS is only meaningful (and only honoured) over https; over plain http it would be ignored
  // at best, and on a developer's localhost it must never pin https.
  if (publicUrl.startsWith("https://")) {
    headers["Strict-Transport-Security"] = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;
  }
  return headers;
}
