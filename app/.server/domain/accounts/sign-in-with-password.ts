import { requestAddress } from "~/.server/http/request-address";
import type { ServerContext } from "~/.server/runtime/context";
import { ATTEMPT_RULES } from "~/lib/attempt-limits";
import type { SignInInput } from "~/lib/forms/sign-in";
import { type AuthEndpointResult, callAuthEndpoint } from "../../auth/call-auth-endpoint";
import { checkPasswordAttempt } from "../limits/check-password-attempt";
import { takeAttempt } from "../limits/take-attempt";

/** The library's answer: a second step to come, or the signed-in user. */
type SignInAnswer = { twoFactorRedirect?: boolean; user?: { id: string } };

/**
 * Signs in with e-mail and password. Wrong passwords are counted per account (the typed e-mail),
 * with growing waits, so guessing one account's password is slow while the students sharing the
 * guesser's address sign in as usual; the address itself only has a ceiling. The count is the one
 * every password check shares (checkPasswordAttempt). Throws AppError 'rate_limited'; otherwise
 * returns the library's answer (session cookies in its headers).
 */
export async function signInWithPassword(context: Pick<ServerContext, "db" | "auth" | "env" | "mailer">, request: Request, input: SignInInput): Promise<AuthEndpointResult<SignInAnswer>> {
  await takeAttempt(context.db, ATTEMPT_RULES.signInPerAddress, requestAddress(request));
  return checkPasswordAttempt(context, input.email, () => callAuthEndpoint<SignInAnswer>(context, request, "/sign-in/email", { ...input, rememberMe: true }));
}
