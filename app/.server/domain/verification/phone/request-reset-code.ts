import { and, isNotNull, sql } from "drizzle-orm";
import { requestAddress } from "~/.server/http/request-facts/request-address";
import { ATTEMPT_RULES } from "~/lib/accounts/attempt-limits";
import { isAppError } from "~/lib/shared/app-error";
import { isLocale } from "~/lib/shared/i18n/locales";
import { normalizeWhatsappNumber } from "~/lib/shared/whatsapp";
import { users } from "../../../db/schema";
import { logger } from "../../../runtime/logger";
import { takeAttempt } from "../../accounts/limits/take-attempt";
import { issuePhoneCode } from "./issue-phone-code";
import type { PhoneContext } from "./phone-key";
import { PHONE_SEND_RULES } from "./phone-rules";
import { SENDABLE_NUMBER } from "./send-confirmation-code";
import { takeSendBudget } from "./take-send-budget";

/**
 * Sends a password-reset code by SMS to the account of this e-mail address, if it has a verified
 * phone. The answer is the same whether or not the address has an account or a verified phone,
 * so nobody can use it to find out who is registered: only the per-address and per-e-mail limits,
 * which count everyone alike, refuse. The account's own and its number's send limits, and a
 * provider that fails, end the request silently (logged without the number).
 */
export async function requestResetCode(
  context: PhoneContext,
  request: Request,
  email: string,
  options: { now?: Date } = {},
): Promise<void> {
  await takeAttempt(context.db, ATTEMPT_RULES.resetPerAddress, requestAddress(request));
  await takeSendBudget(context.db, PHONE_SEND_RULES.resetPerEmail, email.trim());
  const [user] = await context.db
    .select({ id: users.id, whatsappNumber: users.whatsappNumber, language: users.language })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  const number = normalizeWhatsappNumber(user?.whatsappNumber);
  if (!user || !number || !SENDABLE_NUMBER.test(number)) return;
  try {
    await issuePhoneCode(context, {
      userId: user.id,
      purpose: "reset_password",
      number,
      address: requestAddress(request),
      language: isLocale(user.language) ? user.language : null,
      now: options.now,
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    logger.info({ reason: error.reason }, "password-reset code not sent");
  }
}
