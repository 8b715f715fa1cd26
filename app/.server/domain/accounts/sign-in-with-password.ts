import { browserDevice } from "~/.server/http/request-facts/device-cookie";
import { requestAddress } from "~/.server/http/request-facts/request-address";
import type { ServerContext } from "~/.server/runtime/context";
import { ATTEMPT_RULES } from "~/lib/accounts/attempt-limits";
import type { SignInInput } from "~/lib/accounts/forms/sign-in";
import { type AuthEndpointResult, callAuthEndpoint } from "../../auth/call-auth-endpoint";
import { noteDeviceSighting } from "../reviews/note-device-sighting";
import { checkPasswordAttempt } from "./limits/check-password-attempt";
import { takeAttempt } from "./limits/take-attempt";

/** The library's answer: a second step to come, or the signed-in user. */
type SignInAnswer = { twoFactorRedirect?: boolean; user?: { id: string } };

/**
 * Signs in with e-mail and password. Wrong passwords are counted per account (the typed e-mail),
 * with growing waits, so guessing one account's password is slow while the students sharing the
 * guesser's address sign in as usual; the address itself only has a ceiling. The count is the one
 * every password check shares (checkPasswordAttempt). A browser signed in to the account is
 * noted as the account's (device_sightings), so later its right password passes a lock that
 * others' wrong ones made; with two-factor on, only once the code is in (its first form sent
 * signed in). Throws AppError 'rate_limited'; otherwise returns the library's answer (session
 * cookies in its headers).
 */
export async function signInWithPassword(
  context: Pick<ServerContext, "db" | "auth" | "env" | "mailer" | "deviceKey">,
  request: Request,
  input: SignInInput,
): Promise<AuthEndpointResult<SignInAnswer>> {
  await takeAttempt(context.db, ATTEMPT_RULES.signInPerAddress, requestAddress(request));
  const result = await checkPasswordAttempt(context, request, input.email, () =>
    callAuthEndpoint<SignInAnswer>(context, request, "/sign-in/email", { ...input, rememberMe: true }),
  );
  const userId = result.ok && !result.body.twoFactorRedirect ? result.body.user?.id : undefined;
  if (userId)
    await noteDeviceSighting(
      context.db,
      userId,
      browserDevice(request, { secure: context.env.publicUrl.startsWith("https:"), key: context.deviceKey }).hash,
    );
  return result;
}
