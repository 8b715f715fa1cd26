import type { ServerContext } from "~/.server/runtime/context";
import { FREE_SIGN_IN_FAILURES } from "~/lib/attempt-limits";
import type { AuthEndpointResult } from "../../auth/call-auth-endpoint";
import { assertSignInAllowed } from "./assert-sign-in-allowed";
import { clearSignInFailures } from "./clear-sign-in-failures";
import { recordSignInFailure } from "./record-sign-in-failure";
import { warnOwnerOfLock } from "./warn-owner-of-lock";

/** The auth library's answers to a wrong password: at sign-in, and on the endpoints that ask for it again. */
const WRONG_PASSWORD_CODES: ReadonlySet<string> = new Set(["INVALID_EMAIL_OR_PASSWORD", "INVALID_PASSWORD"]);

/**
 * Every check of a password goes through here (docs/security.md): sign-in and the signed-in
 * forms that ask for it again (two-factor settings, changing it) count against one per-account
 * limit, keyed by the account's e-mail address, so a stolen session cannot guess the password
 * faster than a stranger at the sign-in form. While the account waits the library is not asked
 * at all (AppError 'rate_limited' 'sign_in_locked'); a wrong password is counted, a right one
 * forgets the count. The failure that starts the wait is one row's count reaching the limit, so
 * with any number of app instances exactly one request sees it and mails the owner.
 */
export async function checkPasswordAttempt<T>(context: Pick<ServerContext, "db" | "mailer" | "env">, email: string, check: () => Promise<AuthEndpointResult<T>>): Promise<AuthEndpointResult<T>> {
  await assertSignInAllowed(context.db, email);
  const result = await check();
  if (result.body.code !== undefined && WRONG_PASSWORD_CODES.has(result.body.code)) {
    const failures = await recordSignInFailure(context.db, email);
    if (failures === FREE_SIGN_IN_FAILURES) await warnOwnerOfLock(context, email);
  } else if (result.ok) {
    await clearSignInFailures(context.db, email);
  }
  return result;
}
