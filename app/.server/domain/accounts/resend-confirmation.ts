import type { ServerContext } from "~/.server/runtime/context";
import { ATTEMPT_RULES } from "~/lib/accounts/attempt-limits";
import { AppError } from "~/lib/shared/app-error";
import { callAuthEndpoint } from "../../auth/call-auth-endpoint";
import { takeMailAttempt } from "./limits/take-mail-attempt";

/**
 * Sends a new confirmation link to an address that signed up but has not confirmed yet. The auth
 * library answers the same whether or not the address is known, so nobody can probe for accounts.
 * Links are limited per mailbox, however the address is spelt, and per domain at a ceiling (so
 * nobody can fill someone's inbox), not per sender.
 */
export async function resendConfirmation(
  context: Pick<ServerContext, "db" | "auth" | "env">,
  request: Request,
  email: string,
): Promise<void> {
  await takeMailAttempt(context.db, ATTEMPT_RULES.confirmationPerMailbox, email);
  const result = await callAuthEndpoint(context, request, "/send-verification-email", { email });
  if (result.status === 429) throw new AppError("rate_limited", "confirmation_recently_sent");
}
