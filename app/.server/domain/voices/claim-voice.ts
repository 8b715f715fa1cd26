import { sql } from "drizzle-orm";
import { VOICE_MOVE_WAIT_DAYS, type VoiceSource } from "~/lib/voice-rules";
import { type Database, queryRows } from "../../db/client";

/**
 * The voice an account speaks with now, taken on first use: its confirmed phone number's, or (for
 * reports, `phone_or_university`) its verified university address's. A voice is the first
 * account's that used it; another account takes it over only once the first has let the number
 * or address go for 90 days (voices.released_at, kept by triggers). Returns the voice's subject,
 * or null when the account has none, or its number still speaks for another account. One
 * statement per candidate, so two accounts claiming one number at once cannot both win.
 */
export async function claimVoice(tx: Database, userId: string, source: VoiceSource): Promise<string | null> {
  const candidates = await queryRows<{ subject: string }>(
    tx,
    sql`select subject from (
        select u.phone_voice as subject, 1 as rank from users u
        where u.id = ${userId} and u.phone_verified_at is not null and u.phone_voice is not null
        union all
        select mail_voice_subject(s.email), 2 from student_verifications s
        where ${source === "phone_or_university"} and s.user_id = ${userId} and s.status = 'confirmed' and s.expires_at > now()
      ) c order by rank`,
  );
  for (const { subject } of candidates) {
    const [held] = await queryRows<{ subject: string }>(
      tx,
      sql`insert into voices (subject, user_id) values (${subject}, ${userId})
          on conflict (subject) do update set
            user_id = excluded.user_id,
            bound_at = case when voices.user_id = excluded.user_id then voices.bound_at else now() end,
            forfeited_at = case when voices.user_id = excluded.user_id then voices.forfeited_at end,
            released_at = null
          where voices.user_id = excluded.user_id
            or voices.released_at <= now() - make_interval(days => ${VOICE_MOVE_WAIT_DAYS})
          returning subject`,
    );
    if (held) return held.subject;
  }
  return null;
}
