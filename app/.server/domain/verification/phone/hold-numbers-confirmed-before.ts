import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { normalizeWhatsappNumber } from "~/lib/shared/whatsapp";
import type { Database } from "../../../db/client";
import { users } from "../../../db/schema";
import { claimVoice } from "../voices/claim-voice";
import { phoneVoiceSubject } from "./phone-voice-subject";

/**
 * Numbers confirmed before voices existed (or written confirmed by the demo seed) carry no voice
 * subject, which only this process can compute (a keyed hash). At start, each such account gets
 * it, the earliest confirmation first, and claims its voice; a later account confirmed on the same
 * number loses the mark (one number, one account), as does a number that is no mobile number.
 * Idempotent, and two instances starting at once take turns on an advisory lock.
 */
export async function holdNumbersConfirmedBefore(db: Database, key: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('phone-voices-backfill', 0))`);
    const waiting = await tx
      .select({ id: users.id, whatsappNumber: users.whatsappNumber })
      .from(users)
      .where(and(isNotNull(users.phoneVerifiedAt), isNull(users.phoneVoice)))
      .orderBy(asc(users.phoneVerifiedAt), asc(users.id));
    let held = 0;
    for (const account of waiting) {
      const number = normalizeWhatsappNumber(account.whatsappNumber);
      const subject = number ? phoneVoiceSubject(key, number) : null;
      const [holder] = subject
        ? await tx.select({ id: users.id }).from(users).where(eq(users.phoneVoice, subject)).limit(1)
        : [];
      if (!subject || holder) {
        await tx.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, account.id));
        continue;
      }
      await tx.update(users).set({ phoneVoice: subject }).where(eq(users.id, account.id));
      await claimVoice(tx, account.id, "phone");
      held++;
    }
    return held;
  });
}
