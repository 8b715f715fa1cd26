import { requestAddress } from "~/.server/http/request-facts/request-address";
import type { ServerContext } from "~/.server/runtime/context";
import { ATTEMPT_RULES } from "~/lib/accounts/attempt-limits";
import { AppError } from "~/lib/shared/app-error";
import { callAuthEndpoint } from "../../auth/call-auth-endpoint";
import { takeAttempt } from "./limits/take-attempt";
import { takeMailAttempt } from "./limits/take-mail-attempt";

/**
 * E-mails a password-reset link. The answer is the same whether or not the address has an
 * account; links are limited per mailbox (however the address is spelt) and per domain at a ceiling, and
 * requests per sender only at a ceiling.
 */
export async function requestPasswordReset(
  context: Pick<ServerContext, "db" | "auth" | "env">,
  request: Request,
  email: string,
): Promise<void> {
  await takeAttempt(context.db, ATTEMPT_RULES.resetPerAddress, requestAddress(request));
  await takeMailAttempt(context.db, ATTEMPT_RULES.resetPerMailbox, email);
  const result = await callAuthEndpoint(context, request, "/request-password-reset", {
    email,
    redirectTo: "/reset-password",
  });
  if (result.status === 429) throw new AppError("rate_limited", "too_many_attempts", { seconds: 60 });
}
