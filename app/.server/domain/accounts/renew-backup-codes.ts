import type { ServerContext } from "~/.server/runtime/context";
import { callAuthEndpoint } from "../../auth/call-auth-endpoint";
import { twoFactorSettingsError } from "./start-two-factor-setup";

/** New backup codes for the signed-in user (the old ones stop working), after checking the password. */
export async function renewBackupCodes(context: Pick<ServerContext, "auth" | "env">, request: Request, password: string): Promise<string[]> {
  const result = await callAuthEndpoint<{ backupCodes?: string[] }>(context, request, "/two-factor/generate-backup-codes", { password });
  if (!result.ok || !result.body.backupCodes) throw twoFactorSettingsError(result.status, result.body.code, result.body.message);
  return result.body.backupCodes;
}
