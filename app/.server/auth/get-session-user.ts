import type { ServerContext } from "~/.server/runtime/context";

export interface SessionUser {
  id: string;
  /** This browser's session, so "sign out the others" can keep it. */
  sessionId: string;
  /** When this session ends, unless used again (server/viewer-key.ts lets offline pages end with it). */
  sessionExpiresAt: Date;
  fullName: string;
  email: string;
  /** "admin" for administrators (admin plugin), "moderator" for moderators (app/lib/moderation/report-rules.ts ROLES), else "user". */
  role: string;
}

/**
 * The root loader (header) and the page's loader both ask who is signed in, for the same request.
 * One lookup serves both. Only reads are shared: after a POST (sign-in, sign-out, password
 * change) the session may have changed, so those always ask again.
 */
const lookups = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of a request, or null. Requests without a session cookie cost nothing. */
export function getSessionUser(context: Pick<ServerContext, "auth">, request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")?.includes("session_token")) return Promise.resolve(null);
  const reusable = request.method === "GET" || request.method === "HEAD";
  const known = reusable ? lookups.get(request) : undefined;
  if (known) return known;
  const lookup = lookupSessionUser(context, request);
  if (reusable) lookups.set(request, lookup);
  return lookup;
}

async function lookupSessionUser(context: Pick<ServerContext, "auth">, request: Request): Promise<SessionUser | null> {
  const session = await context.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  return {
    id: session.user.id,
    sessionId: session.session.id,
    sessionExpiresAt: new Date(session.session.expiresAt),
    fullName: session.user.name,
    email: session.user.email,
    role: session.user.role ?? "user",
  };
}
