import { safeRedirect } from "~/lib/shared/safe-redirect";

/** Every parameter the auth library reads as a place to send a browser to. */
export const AUTH_REDIRECT_PARAMS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"] as const;

/**
 * The library's own origin check lets `/.//evil.example` through as a relative path, and then
 * answers `Location: //evil.example` (another site). So no redirect parameter reaches it
 * unchecked: each is replaced by our same-origin check's answer (app/lib/shared/safe-redirect.ts), the
 * site's root when it points anywhere else. Repeated parameters become one.
 */
export function checkAuthRedirectQuery(url: URL, siteUrl: string): URL {
  const checked = new URL(url);
  for (const name of AUTH_REDIRECT_PARAMS) {
    if (!checked.searchParams.has(name)) continue;
    checked.searchParams.set(name, safeRedirect(checked.searchParams.get(name), "/", siteUrl));
  }
  return checked;
}

/** The same check on a JSON body our domain functions send the library. */
export function checkAuthRedirectBody<T>(body: T, siteUrl: string): T {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const checked: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const name of AUTH_REDIRECT_PARAMS) {
    if (name in checked) checked[name] = safeRedirect(checked[name], "/", siteUrl);
  }
  return checked as T;
}
