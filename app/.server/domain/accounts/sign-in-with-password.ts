import { requestAddress } from "~/.server/http/request-address";
import type { ServerContext } from "~/.server/runtime/context";
import { ATTEMPT_RULES } from "~/lib/attempt-limits";
import type { SignInInput } from "~/lib/forms/sign-in";
import { type AuthEndpointResult, callAuthEndpoint } from "../../auth/call-auth-endpoint";
import { assertSignInAllowed } from "../limits/assert-sign-in-allowed";
import { clearSignInFailures } from "../limits/clear-sign-in-failures";
import { recordSignInFailure } from "../limits/record-sign-in-failure";
import { takeAttempt } from "../limits/take-attempt";

/**
 * Signs in with e-mail and password. Wrong passwords are counted per account (the typed e-mail),
 * with growing waits, so guessing one account's password is slow while the students sharing the
 * guesser's address sign in as usual; the address itself only has a ceiling. Throws AppError
 * 'rate_limited'; otherwise returns the library's answer (session cookies in its headers).
 */
export async function signInWithPassword(context: Pick<ServerContext, "db" | "auth" | "env">, request: Request, input: SignInInput): Promise<AuthEndpointResult<{ twoFactorRedirect?: boolean }>> {
  await takeAttempt(context.db, ATTEMPT_RULES.signInPerAddress, requestAddress(request));
  await assertSignInAllowed(context.db, input.email);
  const result = await callAuthEndpoint<{ twoFactorRedirect?: boolean }>(context, request, "/sign-in/email", { ...input, rememberMe: true });
  if (result.body.code === "INVALID_EMAIL_OR_PASSWORD") await recordSignInFailure(context.db, input.email);
  else if (result.ok) await clearSignInFailures(context.db, input.email);
  return result;
}
