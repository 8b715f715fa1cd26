import type { ServerContext } from "../context";

export interface SessionUser {
  id: string;
  /** This browser's session, so "sign out the others" can keep it. */
  sessionId: string;
  fullName: string;
  email: string;
}

/** The signed-in user of a request, or null. Requests without a session cookie cost nothing. */
export async function getSessionUser(context: Pick<ServerContext, "auth">, request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")?.includes("session_token")) return null;
  const session = await context.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  return { id: session.user.id, sessionId: session.session.id, fullName: session.user.name, email: session.user.email };
}
