import type { ServerContext } from "~/.server/runtime/context";
import { callAuthEndpoint } from "../../auth/call-auth-endpoint";
import { twoFactorSettingsError } from "./start-two-factor-setup";

/**
 * Finishes turning on two-factor: a right code from the app proves it holds the secret. The
 * library then marks the account and replaces this browser's session; returns its Set-Cookie.
 */
export async function confirmTwoFactor(
  context: Pick<ServerContext, "auth" | "env">,
  request: Request,
  code: string,
): Promise<Headers> {
  const result = await callAuthEndpoint(context, request, "/two-factor/verify-totp", { code });
  if (!result.ok) throw twoFactorSettingsError(result.status, result.body.code, result.body.message);
  return result.headers;
}
