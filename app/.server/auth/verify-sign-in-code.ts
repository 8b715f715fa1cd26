import { AppError } from "~/lib/app-error";
import { normaliseBackupCode, TWO_FACTOR_TEXT } from "~/lib/forms/two-factor";
import type { ServerContext } from "~/.server/runtime/context";
import { callAuthEndpoint } from "./call-auth-endpoint";

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
export async function verifySignInCode(context: Pick<ServerContext, "auth" | "env">, request: Request, input: SignInCode): Promise<Headers> {
  const result =
    input.method === "totp"
      ? await callAuthEndpoint(context, request, "/two-factor/verify-totp", { code: input.code, trustDevice: input.trustDevice })
      : await callAuthEndpoint(context, request, "/two-factor/verify-backup-code", { code: normaliseBackupCode(input.code), trustDevice: input.trustDevice });
  if (result.ok) return result.headers;
  switch (result.body.code) {
    case "INVALID_CODE":
      throw new AppError("invalid_input", "Wrong code", TWO_FACTOR_TEXT.wrongCode);
    case "INVALID_BACKUP_CODE":
      throw new AppError("invalid_input", "Wrong code", TWO_FACTOR_TEXT.wrongBackupCode);
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      throw new AppError("unauthenticated", TWO_FACTOR_TEXT.expired.title, TWO_FACTOR_TEXT.expired.description);
    case "ACCOUNT_TEMPORARILY_LOCKED":
      throw new AppError("rate_limited", "Too many attempts", TWO_FACTOR_TEXT.locked);
  }
  if (result.status === 429) throw new AppError("rate_limited", "Too many attempts", "Please wait a minute and try again.");
  throw new AppError("invalid_input", "Wrong code", result.body.message ?? TWO_FACTOR_TEXT.wrongCode);
}
