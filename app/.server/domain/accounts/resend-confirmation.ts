import { AppError } from "~/lib/app-error";
import { callAuthEndpoint } from "../../auth/call-auth-endpoint";
import type { ServerContext } from "../../context";

/**
 * Sends a new confirmation link to an address that signed up but has not confirmed yet. The auth
 * library answers the same whether or not the address is known, so nobody can probe for accounts;
 * it limits how often one address asks.
 */
export async function resendConfirmation(context: Pick<ServerContext, "auth" | "env">, request: Request, email: string): Promise<void> {
  const result = await callAuthEndpoint(context, request, "/send-verification-email", { email, callbackURL: "/" });
  if (result.status === 429) throw new AppError("rate_limited", "Please wait", "A link was sent just now. Please wait a few minutes before asking again.");
}
