import type { ServerContext } from "~/.server/runtime/context";
import { isLoopbackHost } from "~/lib/shared/loopback";

/**
 * Whether a request is a developer's own, made on the machine the site runs on: the site's public
 * address is this machine (a deployed site's never is), the connection came over loopback through
 * no proxy (server/client-address.ts), and the browser asked for the site by exactly that address.
 *
 * The last rule stops DNS rebinding: a page on evil.example whose name the attacker then points at
 * 127.0.0.1 reaches this server from the developer's own browser, over loopback and through no
 * proxy, but its Host header still names evil.example. Only PUBLIC_URL's own host counts, hostname
 * and port; other names for this machine (127.0.0.1 for localhost) are refused too rather than
 * reasoned about. The request URL is rebuilt on PUBLIC_URL (server/fetch-bridge.ts), so the header
 * is read as the client sent it.
 */
export function isDeveloperRequest(context: Pick<ServerContext, "env" | "client">, request: Request): boolean {
  const site = new URL(context.env.publicUrl);
  if (context.client?.directLocal !== true || !isLoopbackHost(site.hostname)) return false;
  return request.headers.get("host")?.toLowerCase() === site.host;
}
