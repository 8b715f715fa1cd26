import type { ServerContext } from "~/.server/runtime/context";
import { totpSecretOf } from "~/lib/accounts/forms/two-factor";
import { AppError } from "~/lib/shared/app-error";
import { authMessage, callAuthEndpoint } from "../../auth/call-auth-endpoint";
import type { SessionUser } from "../../auth/get-session-user";
import { checkPasswordAttempt } from "./limits/check-password-attempt";

export interface TwoFactorSetup {
  /** otpauth:// address for the QR code. */
  totpURI: string;
  /** The same secret as text, for apps where the camera cannot be used. */
  secret: string;
  backupCodes: string[];
}

/**
 * First step of turning on two-factor for the signed-in user: checks the password, creates the
 * secret and backup codes. Two-factor only takes effect once a first code is confirmed
 * (confirmTwoFactor), so a user who never finishes is not locked out. Wrong passwords count
 * towards the account's sign-in wait (checkPasswordAttempt).
 */
export async function startTwoFactorSetup(
  context: Pick<ServerContext, "db" | "auth" | "env" | "mailer" | "deviceKey">,
  request: Request,
  user: Pick<SessionUser, "email">,
  password: string,
): Promise<TwoFactorSetup> {
  const result = await checkPasswordAttempt(context, request, user.email, () =>
    callAuthEndpoint<{ totpURI?: string; backupCodes?: string[] }>(context, request, "/two-factor/enable", {
      password,
    }),
  );
  if (!result.ok || !result.body.totpURI)
    throw twoFactorSettingsError(result.status, result.body.code, result.body.message);
  return {
    totpURI: result.body.totpURI,
    secret: totpSecretOf(result.body.totpURI),
    backupCodes: result.body.backupCodes ?? [],
  };
}

/** The library's answers as our reasons (the library's own message only where we have none). */
export function twoFactorSettingsError(
  status: number,
  code: string | undefined,
  message: string | undefined,
): AppError {
  if (code === "INVALID_PASSWORD") return new AppError("invalid_input", "two_factor_wrong_password");
  if (code === "INVALID_CODE") return new AppError("invalid_input", "two_factor_wrong_code");
  if (code === "TOTP_ALREADY_ENABLED") return new AppError("conflict", "two_factor_already_on");
  if (status === 401) return new AppError("unauthenticated", "session_ended");
  if (status === 429) return new AppError("rate_limited", "auth_rate_limited");
  return new AppError("invalid_input", "auth_refused", authMessage(message));
}
