import { createHmac } from "node:crypto";
import type { Response } from "express";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { viewerMarkerCookie } from "~/.server/auth/viewer-marker";
import type { ServerContext } from "~/.server/runtime/context";

/** Signed-out visitors share one key: their pages hold nothing personal. */
export const ANONYMOUS_VIEWER = "anonymous";

/**
 * Whose page a response is, for the service worker's saved pages (public/sw.js): the same key for
 * the same account, another for anyone else, and nothing that names the account.
 */
function viewerKeyOf(context: Pick<ServerContext, "viewerAddressKey">, userId: string): string {
  return createHmac("sha256", context.viewerAddressKey)
    .update(`offline-pages:${userId}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * Says whose page this is (X-Viewer) and brings the browser's viewer marker in line
 * (app/.server/auth/viewer-marker.ts): the worker shows a saved page offline only while the
 * browser still holds the session that saved it. The session lookup is the one the page's loaders
 * already made for this request.
 */
export async function sendViewer(
  res: Response,
  context: Pick<ServerContext, "auth" | "viewerAddressKey" | "env">,
  request: Request,
): Promise<void> {
  const user = await getSessionUser(context, request);
  const key = user ? viewerKeyOf(context, user.id) : ANONYMOUS_VIEWER;
  res.setHeader("X-Viewer", key);
  const marker = viewerMarkerCookie(
    user ? { key, until: user.sessionExpiresAt } : null,
    request.headers.get("cookie"),
    { secure: context.env.publicUrl.startsWith("https:") },
  );
  if (marker) res.append("Set-Cookie", marker);
}

/** Pages and their data (React Router's ".data" requests) carry the key; files and streams do not. */
export function needsViewerKey(method: string, pathname: string, contentType: string | null): boolean {
  if (method !== "GET") return false;
  return pathname.endsWith(".data") || (contentType ?? "").startsWith("text/html");
}
