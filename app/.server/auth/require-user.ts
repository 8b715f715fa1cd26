import { redirect } from "react-router";

/**
 * Pages that need a signed-in user send everyone else to /auth, remembering where they were
 * going. Accounts arrive with the accounts issue; until then nobody is signed in.
 */
export function redirectToSignIn(request: Request): never {
  const url = new URL(request.url);
  const redirectTo = url.pathname + url.search;
  throw redirect(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
}
