import { browserDevice } from "~/.server/http/request-facts/device-cookie";
import { requestAddress } from "~/.server/http/request-facts/request-address";
import type { ServerContext } from "~/.server/runtime/context";
import { FREE_SIGN_IN_FAILURES } from "~/lib/accounts/attempt-limits";
import type { AuthEndpointResult } from "../../../auth/call-auth-endpoint";
import { clearSignInFailures } from "./clear-sign-in-failures";
import { returnPasswordAttempt } from "./return-password-attempt";
import { takePasswordAttempt } from "./take-password-attempt";
import { warnOwnerOfLock } from "./warn-owner-of-lock";

/** The auth library's answers to a wrong password: at sign-in, and on the endpoints that ask for it again. */
const WRONG_PASSWORD_CODES: ReadonlySet<string> = new Set(["INVALID_EMAIL_OR_PASSWORD", "INVALID_PASSWORD"]);

/**
 * Every check of a password goes through here (docs/security.md): sign-in and the signed-in
 * forms that ask for it again (two-factor settings, changing it) count against the account's
 * limit, keyed by the account's e-mail address, each browser the account was used in before on
 * a count of its own (take-password-attempt.ts), so a stolen session cannot guess the password
 * faster than a stranger at the sign-in form, and a stranger's lock never keeps out the owner's
 * own phone; places not the owner's share a daily budget of failures besides
 * (STRANGER_SIGN_IN_FAILURES). While the counter waits the library is not asked at all (AppError
 * 'rate_limited' 'sign_in_locked'); every attempt is counted before the check, a right password
 * forgets every count of the address but that budget (only a reset ends it), and an answer that was no verdict on the password gives its attempt
 * back. The attempt that starts a wait is one row's count reaching the limit, so with any number
 * of app instances exactly one request sees it and, if its password was wrong, mails the owner.
 */
export async function checkPasswordAttempt<T>(
  context: Pick<ServerContext, "db" | "mailer" | "env" | "deviceKey">,
  request: Request,
  email: string,
  check: () => Promise<AuthEndpointResult<T>>,
): Promise<AuthEndpointResult<T>> {
  const place = {
    deviceHash: browserDevice(request, { secure: context.env.publicUrl.startsWith("https:"), key: context.deviceKey })
      .hash,
    address: requestAddress(request),
  };
  // Counted before the library is asked, so guesses sent all at once wait like guesses sent in turn.
  const attempt = await takePasswordAttempt(context.db, email, place);
  // Only failures spend the day's stranger budget: a right password, or no verdict, gives that attempt back.
  const giveBackStrangers = async () => {
    if (attempt.strangerKey) await returnPasswordAttempt(context.db, attempt.strangerKey);
  };
  let result: AuthEndpointResult<T>;
  try {
    result = await check();
  } catch (error) {
    await returnPasswordAttempt(context.db, attempt.key);
    await giveBackStrangers();
    throw error;
  }
  if (result.body.code !== undefined && WRONG_PASSWORD_CODES.has(result.body.code)) {
    if (attempt.count === FREE_SIGN_IN_FAILURES) await warnOwnerOfLock(context, email);
  } else if (result.ok) {
    await clearSignInFailures(context.db, email);
    await giveBackStrangers();
  } else {
    await returnPasswordAttempt(context.db, attempt.key);
    await giveBackStrangers();
  }
  return result;
}
