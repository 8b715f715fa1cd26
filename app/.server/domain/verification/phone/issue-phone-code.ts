import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { Locale } from "~/lib/shared/i18n/locales";
import { m } from "~/paraglide/messages";
import { phoneCodes } from "../../../db/schema";
import { inRecipientLanguage } from "../../../mail/templates/in-language";
import { logger } from "../../../runtime/logger";
import { SmsSendError } from "../../../sms/sms-gateway";
import { hashPhoneCode } from "./hash-phone-code";
import { type PhoneContext, phoneKeyOf } from "./phone-key";
import { phoneNumberSubject } from "./phone-number-subject";
import { PHONE_CODE_RULES, PHONE_SEND_RULES } from "./phone-rules";
import { takeSendBudget } from "./take-send-budget";

export type PhoneCodePurpose = "confirm_phone" | "reset_password";

/**
 * Sends a fresh 6-digit code by SMS to `number` (normalized, 255…) and keeps only its keyed
 * hash; it replaces any earlier code of the same purpose (with a fresh count of tries) and
 * expires after 10 minutes. Sends are counted before anything is sent: per account (an hour, a
 * day), per number (an hour, a day), then per client address and per deployment, the ceilings
 * last, so sends the closer limits refuse do not use them up. The text names no account
 * (whoever holds the phone reads it). Refuses with 'phone_sends_limited' past a limit,
 * 'phone_sms_failed' when the provider does not take it.
 */
export async function issuePhoneCode(
  context: PhoneContext,
  options: {
    userId: string;
    purpose: PhoneCodePurpose;
    number: string;
    address: string;
    language?: Locale | null;
    now?: Date;
  },
): Promise<void> {
  const { userId, purpose, number } = options;
  const now = options.now ?? new Date();
  const key = phoneKeyOf(context);
  const subject = phoneNumberSubject(key, number);
  await takeSendBudget(context.db, PHONE_SEND_RULES.perAccount, userId);
  await takeSendBudget(context.db, PHONE_SEND_RULES.perAccountDay, userId);
  await takeSendBudget(context.db, PHONE_SEND_RULES.perNumberHour, subject);
  await takeSendBudget(context.db, PHONE_SEND_RULES.perNumberDay, subject);
  await takeSendBudget(context.db, PHONE_SEND_RULES.perAddressHour, options.address);
  await takeSendBudget(context.db, PHONE_SEND_RULES.perDeploymentHour, "all");

  const code = String(randomInt(0, 10 ** PHONE_CODE_RULES.digits)).padStart(PHONE_CODE_RULES.digits, "0");
  const codeHash = hashPhoneCode(key, { userId, purpose, number, code });
  const expiresAt = new Date(now.getTime() + PHONE_CODE_RULES.lifetimeSeconds * 1000);
  await context.db
    .insert(phoneCodes)
    .values({ userId, purpose, number, codeHash, wrongTries: 0, expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: [phoneCodes.userId, phoneCodes.purpose],
      set: { number, codeHash, wrongTries: 0, expiresAt, createdAt: now },
    });

  const text = inRecipientLanguage(options.language, () =>
    m.verification_phone_sms_code_text({ code, minutes: PHONE_CODE_RULES.lifetimeSeconds / 60 }),
  );
  try {
    await context.sms.send({ to: number, text });
  } catch (error) {
    // The code never arrived: forget it, so it cannot be guessed either.
    await context.db
      .delete(phoneCodes)
      .where(
        sql`${phoneCodes.userId} = ${userId} and ${phoneCodes.purpose} = ${purpose} and ${phoneCodes.codeHash} = ${codeHash}`,
      );
    if (error instanceof SmsSendError) {
      // The error names no number, text or key (sms-gateway.ts).
      logger.warn({ reason: error.reason, detail: error.message, purpose }, "SMS code not sent");
      throw new AppError("unavailable", "phone_sms_failed");
    }
    throw error;
  }
}
