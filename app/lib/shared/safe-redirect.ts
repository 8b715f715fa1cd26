/** Longer than any page of ours needs; a longer Location header is more than some clients read. */
const MAX_REDIRECT_LENGTH = 2000;

/**
 * Where to send a browser back to, taken from a request (`redirectTo`): only a place on this site.
 *
 * Decided the way the browser will decide it: the target is resolved against the site's own URL
 * with the WHATWG URL parser, which drops tabs and line breaks, reads `\` as `/` and follows
 * `.` and `..`, and is kept only when its origin is the site's. The answer is the parser's own
 * path, query and fragment, so it is percent-encoded (never a CR, LF or non-Latin-1 character in
 * a header) and must itself read as a path in a Location header: a path that starts with `//`
 * (from `/.//evil.example`) would be another site's address there, so it falls back too.
 */
export function safeRedirect(raw: unknown, fallback: string, siteUrl: string): string {
  if (typeof raw !== "string" || raw === "" || raw.length > MAX_REDIRECT_LENGTH) return fallback;
  let site: URL;
  let target: URL;
  try {
    site = new URL(siteUrl);
    target = new URL(raw, site);
  } catch {
    return fallback;
  }
  if (target.origin !== site.origin) return fallback;
  const path = `${target.pathname}${target.search}${target.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}
