import type { ServerContext } from "~/.server/runtime/context";
import { callAuthEndpoint } from "../../auth/call-auth-endpoint";
import type { SessionUser } from "../../auth/get-session-user";
import { checkPasswordAttempt } from "./limits/check-password-attempt";
import { twoFactorSettingsError } from "./start-two-factor-setup";

/**
 * Turns two-factor off for the signed-in user after checking the password (counted towards the
 * account's sign-in wait, checkPasswordAttempt); returns the new session cookie.
 */
export async function turnOffTwoFactor(
  context: Pick<ServerContext, "db" | "auth" | "env" | "mailer" | "deviceKey">,
  request: Request,
  user: Pick<SessionUser, "email">,
  password: string,
): Promise<Headers> {
  const result = await checkPasswordAttempt(context, request, user.email, () =>
    callAuthEndpoint(context, request, "/two-factor/disable", { password }),
  );
  if (!result.ok) throw twoFactorSettingsError(result.status, result.body.code, result.body.message);
  return result.headers;
}
