import { and, eq, gt } from "drizzle-orm";
import { normalizeWhatsappNumber } from "~/lib/shared/whatsapp";
import type { Database } from "../../../db/client";
import { phoneCodes, users } from "../../../db/schema";

export interface PhoneStatus {
  /** The account's WhatsApp number, normalized (255…); null when it has none. Shown only to its owner. */
  number: string | null;
  verified: boolean;
  /** A confirmation code is waiting for the number shown now. */
  codeSent: boolean;
}

/** The signed-in student's own number and whether it is confirmed, for /profile. */
export async function getPhoneStatus(db: Database, userId: string, now = new Date()): Promise<PhoneStatus> {
  const [[user], [pending]] = await Promise.all([
    db
      .select({ whatsappNumber: users.whatsappNumber, phoneVerifiedAt: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    db
      .select({ number: phoneCodes.number })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.purpose, "confirm_phone"), gt(phoneCodes.expiresAt, now)))
      .limit(1),
  ]);
  const number = normalizeWhatsappNumber(user?.whatsappNumber);
  return {
    number,
    verified: Boolean(user?.phoneVerifiedAt),
    codeSent: pending !== undefined && pending.number === number,
  };
}
