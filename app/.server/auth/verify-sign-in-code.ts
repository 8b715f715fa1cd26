import type { ServerContext } from "~/.server/runtime/context";
import { normaliseBackupCode } from "~/lib/accounts/forms/two-factor";
import { AppError } from "~/lib/shared/app-error";
import { authMessage, callAuthEndpoint } from "./call-auth-endpoint";

export interface SignInCode {
  method: "totp" | "backup";
  code: string;
  trustDevice: boolean;
}

/**
 * The second step of signing in to an account with two-factor on: the password step left a
 * short-lived signed cookie; a right code turns it into a session. Returns the Set-Cookie
 * headers for the browser. Wrong codes count towards the library's lock-out.
 */
export async function verifySignInCode(
  context: Pick<ServerContext, "auth" | "env">,
  request: Request,
  input: SignInCode,
): Promise<Headers> {
  const result =
    input.method === "totp"
      ? await callAuthEndpoint(context, request, "/two-factor/verify-totp", {
          code: input.code,
          trustDevice: input.trustDevice,
        })
      : await callAuthEndpoint(context, request, "/two-factor/verify-backup-code", {
          code: normaliseBackupCode(input.code),
          trustDevice: input.trustDevice,
        });
  if (result.ok) return result.headers;
  switch (result.body.code) {
    case "INVALID_CODE":
      throw new AppError("invalid_input", "two_factor_wrong_code");
    case "INVALID_BACKUP_CODE":
      throw new AppError("invalid_input", "two_factor_wrong_backup_code");
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      throw new AppError("unauthenticated", "two_factor_sign_in_expired");
    case "ACCOUNT_TEMPORARILY_LOCKED":
      throw new AppError("rate_limited", "two_factor_locked");
  }
  if (result.status === 429) throw new AppError("rate_limited", "auth_rate_limited");
  throw new AppError("invalid_input", "two_factor_code_refused", authMessage(result.body.message));
}
