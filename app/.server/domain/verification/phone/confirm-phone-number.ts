import { eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { normalizeWhatsappNumber } from "~/lib/shared/whatsapp";
import { users } from "../../../db/schema";
import { isUniqueViolation } from "../../../db/unique-violation";
import { checkPhoneCode } from "./check-phone-code";
import { type HeldNumber, holdConfirmedNumber } from "./hold-confirmed-number";
import { type PhoneContext, phoneKeyOf } from "./phone-key";
import { phoneVoiceSubject } from "./phone-voice-subject";

/**
 * Confirms the signed-in student's WhatsApp number with the code sent to it. The mark is set
 * only while the account still shows the number the code went to: a code sent to an old number
 * confirms nothing ('phone_number_changed'). The update names the number it read, so a change
 * in between is not marked either (and the trigger of migration 0018 clears the mark on any later
 * change). A number another account held confirmed moves here (holdConfirmedNumber).
 */
export async function confirmPhoneNumber(
  context: PhoneContext,
  userId: string,
  code: string,
  options: { now?: Date } = {},
): Promise<HeldNumber> {
  const now = options.now ?? new Date();
  const number = await checkPhoneCode(context, { userId, purpose: "confirm_phone", code, now });
  const subject = phoneVoiceSubject(phoneKeyOf(context), number);
  try {
    return await context.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ whatsappNumber: users.whatsappNumber })
        .from(users)
        .where(eq(users.id, userId))
        .for("update")
        .limit(1);
      if (!user || user.whatsappNumber === null || normalizeWhatsappNumber(user.whatsappNumber) !== number)
        throw new AppError("conflict", "phone_number_changed");
      return holdConfirmedNumber(tx, userId, user.whatsappNumber, subject, now);
    });
  } catch (error) {
    // Another account confirmed the same number in the same moment and won (the unique index):
    // this code is used up, so the student sends a new one and takes the number over with it.
    if (isUniqueViolation(error, "users_phone_voice_key")) throw new AppError("invalid_input", "phone_code_expired");
    throw error;
  }
}
