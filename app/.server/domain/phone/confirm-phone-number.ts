import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { normalizeWhatsappNumber } from "~/lib/whatsapp";
import { users } from "../../db/schema";
import { checkPhoneCode } from "./check-phone-code";
import type { PhoneContext } from "./phone-key";

/**
 * Confirms the signed-in student's WhatsApp number with the code sent to it. The mark is set
 * only while the account still shows the number the code went to: a code sent to an old number
 * confirms nothing ('phone_number_changed'). The update names the number it read, so a change
 * in between is not marked either (and the trigger of migration 0018 clears the mark on any later change).
 */
export async function confirmPhoneNumber(context: PhoneContext, userId: string, code: string, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const number = await checkPhoneCode(context, { userId, purpose: "confirm_phone", code, now });
  const [user] = await context.db.select({ whatsappNumber: users.whatsappNumber }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || normalizeWhatsappNumber(user.whatsappNumber) !== number || user.whatsappNumber === null) throw new AppError("conflict", "phone_number_changed");
  const marked = await context.db
    .update(users)
    .set({ phoneVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.whatsappNumber, user.whatsappNumber)))
    .returning({ id: users.id });
  if (marked.length === 0) throw new AppError("conflict", "phone_number_changed");
}
