import { createHmac } from "node:crypto";
import { getSessionUser } from "~/.server/auth/get-session-user";
import type { ServerContext } from "~/.server/runtime/context";

/** Signed-out visitors share one key: their pages hold nothing personal. */
export const ANONYMOUS_VIEWER = "anonymous";

/**
 * Whose page a response is, for the service worker's saved pages (public/sw.js): the same key for
 * the same account, another for anyone else, and nothing that names the account. The session
 * lookup is the one the page's loaders already made for this request.
 */
export async function viewerKey(context: Pick<ServerContext, "auth" | "viewerAddressKey">, request: Request): Promise<string> {
  const user = await getSessionUser(context, request);
  if (!user) return ANONYMOUS_VIEWER;
  return createHmac("sha256", context.viewerAddressKey).update(`offline-pages:${user.id}`).digest("base64url").slice(0, 22);
}

/** Pages and their data (React Router's ".data" requests) carry the key; files and streams do not. */
export function needsViewerKey(method: string, pathname: string, contentType: string | null): boolean {
  if (method !== "GET") return false;
  return pathname.endsWith(".data") || (contentType ?? "").startsWith("text/html");
}
