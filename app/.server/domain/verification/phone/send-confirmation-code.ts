import { eq } from "drizzle-orm";
import { requestAddress } from "~/.server/http/request-facts/request-address";
import { AppError } from "~/lib/shared/app-error";
import { isLocale } from "~/lib/shared/i18n/locales";
import { normalizeWhatsappNumber } from "~/lib/shared/whatsapp";
import { users } from "../../../db/schema";
import { issuePhoneCode } from "./issue-phone-code";
import type { PhoneContext } from "./phone-key";

/** A number an SMS can reach: international digits, country code first. */
export const SENDABLE_NUMBER = /^\d{9,15}$/;

/**
 * Sends the signed-in student a code to confirm their WhatsApp number: the number on their
 * account now, normalized (lib/shared/whatsapp.ts), in their language; the send counts against the
 * budgets of issue-phone-code.ts, this request's client address among them. Refuses when they have none
 * ('phone_number_missing') or it is confirmed already ('phone_already_verified').
 */
export async function sendConfirmationCode(
  context: PhoneContext,
  request: Request,
  userId: string,
  options: { now?: Date } = {},
): Promise<void> {
  const [user] = await context.db
    .select({ whatsappNumber: users.whatsappNumber, phoneVerifiedAt: users.phoneVerifiedAt, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError("unauthenticated", "phone_number_missing");
  const number = normalizeWhatsappNumber(user.whatsappNumber);
  if (!number || !SENDABLE_NUMBER.test(number)) throw new AppError("invalid_input", "phone_number_missing");
  if (user.phoneVerifiedAt) throw new AppError("conflict", "phone_already_verified");
  await issuePhoneCode(context, {
    userId,
    purpose: "confirm_phone",
    number,
    address: requestAddress(request),
    language: isLocale(user.language) ? user.language : undefined,
    now: options.now,
  });
}
