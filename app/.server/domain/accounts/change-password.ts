import type { ServerContext } from "~/.server/runtime/context";
import { AppError } from "~/lib/shared/app-error";
import { authMessage, callAuthEndpoint } from "../../auth/call-auth-endpoint";
import type { SessionUser } from "../../auth/get-session-user";
import { checkPasswordAttempt } from "./limits/check-password-attempt";

/**
 * Changes the signed-in user's password; the current one proves it is really them, and a wrong
 * one counts towards the account's sign-in wait (checkPasswordAttempt), so a session left open
 * is no faster way to guess it. The other devices are signed out; returns this browser's new
 * session cookie.
 */
export async function changePassword(
  context: Pick<ServerContext, "db" | "auth" | "env" | "mailer" | "deviceKey">,
  request: Request,
  user: Pick<SessionUser, "email">,
  input: { currentPassword: string; newPassword: string },
): Promise<Headers> {
  const result = await checkPasswordAttempt(context, request, user.email, () =>
    callAuthEndpoint(context, request, "/change-password", { ...input, revokeOtherSessions: true }),
  );
  if (result.ok) return result.headers;
  if (result.body.code === "INVALID_PASSWORD") throw new AppError("invalid_input", "current_password_wrong");
  if (result.status === 401) throw new AppError("unauthenticated", "session_ended");
  if (result.status === 429) throw new AppError("rate_limited", "auth_rate_limited");
  throw new AppError("invalid_input", "auth_refused", authMessage(result.body.message));
}
