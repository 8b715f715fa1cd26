/**
 * The viewer marker: a cookie set with a session and cleared with it, which the service worker
 * reads offline (public/sw.js) to learn whose saved pages this browser may still show, and until
 * when. Offline no response can tell the worker that the session ended without a sign-out
 * (expired, cookies cleared); the marker is gone then, with the session cookie. It holds no
 * secret: the viewer key is a keyed hash of the account (server/viewer-key.ts), never the session
 * token, so scripts (the worker) may read it.
 */
export const VIEWER_COOKIE = "chuo_viewer";

/** A signed-in viewer's key and the end of their session; null for anyone signed out. */
export type MarkedViewer = { key: string; until: Date } | null;

/** The marker's value: the viewer key, then the session's end in whole seconds since 1970. */
export function viewerMarkerValue(key: string, until: Date): string {
  return `${key}.${Math.floor(until.getTime() / 1000)}`;
}

/**
 * The Set-Cookie header that brings a browser's marker in line with its viewer, or null when it
 * already is: for a signed-in viewer, set to expire when the session does (and set again when the
 * session is extended, as its value changes); for anyone else, cleared.
 */
export function viewerMarkerCookie(
  viewer: MarkedViewer,
  cookieHeader: string | null | undefined,
  options: { secure: boolean; now?: number },
): string | null {
  const current = readCookie(cookieHeader, VIEWER_COOKIE);
  const seconds = viewer ? Math.floor((viewer.until.getTime() - (options.now ?? Date.now())) / 1000) : 0;
  if (!viewer || seconds <= 0) return current === undefined ? null : clearedViewerMarker(options.secure);
  const value = viewerMarkerValue(viewer.key, viewer.until);
  if (current === value) return null;
  return `${VIEWER_COOKIE}=${value}; Max-Age=${seconds}; Path=/; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

/** Ends the marker at once (signing out). */
export function clearedViewerMarker(secure: boolean): string {
  return `${VIEWER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
