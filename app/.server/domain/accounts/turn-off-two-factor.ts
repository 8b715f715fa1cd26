import type { ServerContext } from "~/.server/runtime/context";
import { callAuthEndpoint } from "../../auth/call-auth-endpoint";
import { twoFactorSettingsError } from "./start-two-factor-setup";

/** Turns two-factor off for the signed-in user after checking the password; returns the new session cookie. */
export async function turnOffTwoFactor(context: Pick<ServerContext, "auth" | "env">, request: Request, password: string): Promise<Headers> {
  const result = await callAuthEndpoint(context, request, "/two-factor/disable", { password });
  if (!result.ok) throw twoFactorSettingsError(result.status, result.body.code, result.body.message);
  return result.headers;
}
