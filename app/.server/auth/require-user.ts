import { redirect } from "react-router";
import type { ServerContext } from "~/.server/runtime/context";
import { getSessionUser, type SessionUser } from "./get-session-user";

/** Where /auth sends a visitor back to after sign-in: only paths of this site. */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  return `/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** Pages that need a signed-in user send everyone else to /auth, remembering where they were going. */
export function redirectToSignIn(request: Request): never {
  throw redirect(signInPath(request));
}

export async function requireUser(context: Pick<ServerContext, "auth">, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(context, request);
  if (!user) redirectToSignIn(request);
  return user;
}
