import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { ServerContext } from "~/.server/runtime/context";
import { AppError, isAppError } from "~/lib/shared/app-error";
import { normalizeWhatsappNumber } from "~/lib/shared/whatsapp";
import { users } from "../../../db/schema";
import { clearSignInFailures } from "../../accounts/limits/clear-sign-in-failures";
import { takeAttempt } from "../../accounts/limits/take-attempt";
import { revokeSessions } from "../../accounts/revoke-sessions";
import { checkPhoneCode } from "./check-phone-code";
import type { PhoneContext } from "./phone-key";
import { PHONE_SEND_RULES } from "./phone-rules";

/**
 * Sets a new password with the code sent by SMS to the account's verified number
 * (request-reset-code.ts), through the auth library's own hashing, and ends every session of the
 * account and ends any sign-in wait, as the e-mailed link does. Wrong codes count against the same wait as confirming a
 * number (per account and per number); tries are also limited per e-mail address, which holds for
 * addresses with no account too, and that per-address wait (five tries an hour) comes first, so it
 * is the only wait anyone sees. Every other refusal, the account's own lock included, is one answer
 * ('phone_reset_refused'), whatever did not hold, so the form tells nobody who is registered or
 * has a verified phone.
 */
export async function resetPasswordWithCode(
  context: PhoneContext & Pick<ServerContext, "auth">,
  input: { email: string; code: string; newPassword: string },
  options: { now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const email = input.email.trim();
  await takeAttempt(context.db, PHONE_SEND_RULES.resetTriesPerEmail, email);
  const [user] = await context.db
    .select({ id: users.id, whatsappNumber: users.whatsappNumber })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  if (!user) throw new AppError("invalid_input", "phone_reset_refused");
  let number: string;
  try {
    number = await checkPhoneCode(context, { userId: user.id, purpose: "reset_password", code: input.code, now });
  } catch (error) {
    if (isAppError(error)) throw new AppError("invalid_input", "phone_reset_refused");
    throw error;
  }
  // The number must still be the verified one the code went to.
  const [still] = await context.db
    .select({ whatsappNumber: users.whatsappNumber })
    .from(users)
    .where(and(eq(users.id, user.id), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  if (!still || normalizeWhatsappNumber(still.whatsappNumber) !== number)
    throw new AppError("invalid_input", "phone_reset_refused");

  const auth = await context.auth.$context;
  if (!(await auth.internalAdapter.findCredentialAccount(user.id)))
    throw new AppError("invalid_input", "phone_reset_refused");
  await auth.internalAdapter.updatePassword(user.id, await auth.password.hash(input.newPassword));
  await revokeSessions(context.db, user.id, { all: true });
  // The owner proved themselves: a wait others' wrong passwords made is over.
  await clearSignInFailures(context.db, email, { reset: true });
}
