import { sql } from "drizzle-orm";
import { VOICE_MOVE_WAIT_DAYS } from "~/lib/verification/voice-rules";
import { type Database, queryRows } from "../../../db/client";
import { claimVoice } from "./claim-voice";

/**
 * A voice the first account let go 90 days ago is the new holder's to take (claimVoice), but a
 * claim happens only when that account reports, reviews or confirms again: until then the reviews
 * it already wrote would wait, and the date its toast promised would not hold. The hourly job hands
 * such voices over: each account whose confirmed number (or university address) speaks for another
 * account that released it long enough ago. Idempotent: a voice handed over is no longer waiting.
 */
export async function handOverReleasedVoices(db: Database): Promise<number> {
  const waiting = await queryRows<{ id: string }>(
    db,
    sql`select u.id from users u join voices v on v.subject = u.phone_voice
        where u.phone_verified_at is not null and v.user_id <> u.id
          and v.released_at <= now() - make_interval(days => ${VOICE_MOVE_WAIT_DAYS})
      union
      select s.user_id from student_verifications s join voices v on v.subject = mail_voice_subject(s.email)
        where s.status = 'confirmed' and s.expires_at > now() and v.user_id <> s.user_id
          and v.released_at <= now() - make_interval(days => ${VOICE_MOVE_WAIT_DAYS})`,
  );
  let handed = 0;
  for (const { id } of waiting) {
    if (await db.transaction((tx) => claimVoice(tx, id, "phone_or_university"))) handed++;
  }
  return handed;
}
