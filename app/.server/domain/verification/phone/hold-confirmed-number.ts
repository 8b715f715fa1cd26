import { and, eq, ne, sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { VOICE_MOVE_WAIT_DAYS } from "~/lib/verification/voice-rules";
import { type Database, queryRows } from "../../../db/client";
import { users } from "../../../db/schema";
import { claimVoice } from "../voices/claim-voice";

export interface HeldNumber {
  /** The number speaks for this account now (its reports and reviews count). */
  voiced: boolean;
  /** Another account held the number confirmed and lost the mark to this one. */
  tookFromAnother: boolean;
  /** When the number's voice may become this account's, while it still speaks for another one. */
  voiceFrom: Date | null;
}

/**
 * Marks the account's WhatsApp number confirmed, the code having proved it (checkPhoneCode): a
 * confirmed number belongs to one account at a time, so any other account holding it confirmed
 * loses the mark, in the same transaction (the unique index on users.phone_voice decides two
 * confirmations at once). The mark is set only while the account still shows `shownNumber`. Then
 * the number's voice is claimed: a number that spoke for another account keeps that voice for 90
 * days (claimVoice), so the mark comes at once and the voice later.
 */
export async function holdConfirmedNumber(
  tx: Database,
  userId: string,
  shownNumber: string,
  subject: string,
  now: Date,
): Promise<HeldNumber> {
  const taken = await tx
    .update(users)
    .set({ phoneVerifiedAt: null, phoneVoice: null, updatedAt: now })
    .where(and(eq(users.phoneVoice, subject), ne(users.id, userId)))
    .returning({ id: users.id });
  const marked = await tx
    .update(users)
    .set({ phoneVerifiedAt: now, phoneVoice: subject })
    .where(and(eq(users.id, userId), eq(users.whatsappNumber, shownNumber)))
    .returning({ id: users.id });
  if (marked.length === 0) throw new AppError("conflict", "phone_number_changed");
  const voice = await claimVoice(tx, userId, "phone");
  if (voice) return { voiced: true, tookFromAnother: taken.length > 0, voiceFrom: null };
  const [held] = await queryRows<{ from: Date }>(
    tx,
    sql`select coalesce(released_at, now()) + make_interval(days => ${VOICE_MOVE_WAIT_DAYS}) as from from voices where subject = ${subject}`,
  );
  return { voiced: false, tookFromAnother: taken.length > 0, voiceFrom: held ? new Date(held.from) : null };
}
