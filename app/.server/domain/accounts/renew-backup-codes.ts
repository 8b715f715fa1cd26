import type { ServerContext } from "~/.server/runtime/context";
import { callAuthEndpoint } from "../../auth/call-auth-endpoint";
import type { SessionUser } from "../../auth/get-session-user";
import { checkPasswordAttempt } from "./limits/check-password-attempt";
import { twoFactorSettingsError } from "./start-two-factor-setup";

/**
 * New backup codes for the signed-in user (the old ones stop working), after checking the
 * password (counted towards the account's sign-in wait, checkPasswordAttempt).
 */
export async function renewBackupCodes(
  context: Pick<ServerContext, "db" | "auth" | "env" | "mailer" | "deviceKey">,
  request: Request,
  user: Pick<SessionUser, "email">,
  password: string,
): Promise<string[]> {
  const result = await checkPasswordAttempt(context, request, user.email, () =>
    callAuthEndpoint<{ backupCodes?: string[] }>(context, request, "/two-factor/generate-backup-codes", { password }),
  );
  if (!result.ok || !result.body.backupCodes)
    throw twoFactorSettingsError(result.status, result.body.code, result.body.message);
  return result.body.backupCodes;
}
