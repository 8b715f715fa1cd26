import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { AppError, isAppError } from "~/lib/app-error";
import type { Locale } from "~/lib/i18n/locales";
import { m } from "~/paraglide/messages";
import { phoneCodes } from "../../db/schema";
import { inRecipientLanguage } from "../../mail/templates/in-language";
import { logger } from "../../runtime/logger";
import { SmsSendError } from "../../sms/sms-gateway";
import { takeAttempt } from "../limits/take-attempt";
import { hashPhoneCode } from "./hash-phone-code";
import { type PhoneContext, phoneKeyOf } from "./phone-key";
import { phoneNumberSubject } from "./phone-number-subject";
import { PHONE_CODE_RULES, PHONE_SEND_RULES } from "./phone-rules";

export type PhoneCodePurpose = "confirm_phone" | "reset_password";

/**
 * Sends a fresh 6-digit code by SMS to `number` (normalized, 255…) and keeps only its keyed
 * hash; it replaces any earlier code of the same purpose (with a fresh count of tries) and
 * expires after 10 minutes. Sends are counted per account and per number before anything is
 * sent. The text names no account (whoever holds the phone reads it). Refuses with
 * 'phone_sends_limited' past a limit, 'phone_sms_failed' when the provider does not take it.
 */
export async function issuePhoneCode(context: PhoneContext, options: { userId: string; purpose: PhoneCodePurpose; number: string; language?: Locale | null; now?: Date }): Promise<void> {
  const { userId, purpose, number } = options;
  const now = options.now ?? new Date();
  const key = phoneKeyOf(context);
  const subject = phoneNumberSubject(key, number);
  try {
    await takeAttempt(context.db, PHONE_SEND_RULES.perAccount, `${userId}`, "phone_sends_limited");
    await takeAttempt(context.db, PHONE_SEND_RULES.perNumberHour, subject, "phone_sends_limited");
    await takeAttempt(context.db, PHONE_SEND_RULES.perNumberDay, subject, "phone_sends_limited");
  } catch (error) {
    if (isAppError(error) && error.reason === "phone_sends_limited") throw new AppError("rate_limited", "phone_sends_limited", error.values);
    throw error;
  }

  const code = String(randomInt(0, 10 ** PHONE_CODE_RULES.digits)).padStart(PHONE_CODE_RULES.digits, "0");
  const codeHash = hashPhoneCode(key, { userId, purpose, number, code });
  const expiresAt = new Date(now.getTime() + PHONE_CODE_RULES.lifetimeSeconds * 1000);
  await context.db
    .insert(phoneCodes)
    .values({ userId, purpose, number, codeHash, wrongTries: 0, expiresAt, createdAt: now })
    .onConflictDoUpdate({ target: [phoneCodes.userId, phoneCodes.purpose], set: { number, codeHash, wrongTries: 0, expiresAt, createdAt: now } });

  const text = inRecipientLanguage(options.language, () => m.phone_sms_code_text({ code, minutes: PHONE_CODE_RULES.lifetimeSeconds / 60 }));
  try {
    await context.sms.send({ to: number, text });
  } catch (error) {
    // The code never arrived: forget it, so it cannot be guessed either.
    await context.db.delete(phoneCodes).where(sql`${phoneCodes.userId} = ${userId} and ${phoneCodes.purpose} = ${purpose} and ${phoneCodes.codeHash} = ${codeHash}`);
    if (error instanceof SmsSendError) {
      // The error names no number, text or key (sms-gateway.ts).
      logger.warn({ reason: error.reason, detail: error.message, purpose }, "SMS code not sent");
      throw new AppError("unavailable", "phone_sms_failed");
    }
    throw error;
  }
}
