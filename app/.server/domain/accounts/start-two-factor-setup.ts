import { AppError } from "~/lib/app-error";
import { totpSecretOf, TWO_FACTOR_TEXT } from "~/lib/forms/two-factor";
import { callAuthEndpoint } from "../../auth/call-auth-endpoint";
import type { ServerContext } from "~/.server/runtime/context";

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
 * (confirmTwoFactor), so a user who never finishes is not locked out.
 */
export async function startTwoFactorSetup(context: Pick<ServerContext, "auth" | "env">, request: Request, password: string): Promise<TwoFactorSetup> {
  const result = await callAuthEndpoint<{ totpURI?: string; backupCodes?: string[] }>(context, request, "/two-factor/enable", { password });
  if (!result.ok || !result.body.totpURI) throw twoFactorSettingsError(result.status, result.body.code, result.body.message);
  return { totpURI: result.body.totpURI, secret: totpSecretOf(result.body.totpURI), backupCodes: result.body.backupCodes ?? [] };
}

/** The library's answers as the user's words. */
export function twoFactorSettingsError(status: number, code: string | undefined, message: string | undefined): AppError {
  if (code === "INVALID_PASSWORD") return new AppError("invalid_input", "Wrong password", TWO_FACTOR_TEXT.wrongPassword);
  if (code === "INVALID_CODE") return new AppError("invalid_input", "Wrong code", TWO_FACTOR_TEXT.wrongCode);
  if (code === "TOTP_ALREADY_ENABLED") return new AppError("conflict", "Already on", "Two-factor authentication is already on for this account.");
  if (status === 401) return new AppError("unauthenticated", "Signed out", "Please sign in again.");
  if (status === 429) return new AppError("rate_limited", "Too many attempts", "Please wait a minute and try again.");
  return new AppError("invalid_input", "Error", message ?? "Something went wrong. Please try again.");
}
