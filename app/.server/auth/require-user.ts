import { redirect } from "react-router";
import type { ServerContext } from "~/.server/runtime/context";
import { WALLET_SIGN_IN_TOAST } from "~/lib/shared/account-text";
import type { Toast } from "~/lib/shared/toast";
import { getSessionUser, type SessionUser } from "./get-session-user";

/** Pages that tell a visitor why they must sign in first (a toast on /auth): the wallet and a payment's own pages. */
const SIGN_IN_REASONS: ReadonlyArray<readonly [RegExp, Toast]> = [
  [/^\/(?:wallet|payment-success)(?:\/|$)/, WALLET_SIGN_IN_TOAST],
];

/** Where /auth sends a visitor back to after sign-in: only paths of this site. */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  return `/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** Pages that need a signed-in user send everyone else to /auth, remembering where they were going. */
export function redirectToSignIn(request: Request, context?: Pick<ServerContext, "flash">): never {
  const pathname = new URL(request.url).pathname;
  const reason = SIGN_IN_REASONS.find(([page]) => page.test(pathname));
  if (reason) context?.flash?.set(reason[1]);
  throw redirect(signInPath(request));
}

export async function requireUser(
  context: Pick<ServerContext, "auth" | "flash">,
  request: Request,
): Promise<SessionUser> {
  const user = await getSessionUser(context, request);
  if (!user) redirectToSignIn(request, context);
  return user;
}
