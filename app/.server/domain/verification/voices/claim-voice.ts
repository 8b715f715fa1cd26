import { sql } from "drizzle-orm";
import { VOICE_MOVE_WAIT_DAYS, type VoiceSource } from "~/lib/verification/voice-rules";
import { type Database, queryRows } from "../../../db/client";

/**
 * The voice an account speaks with now, taken on first use: its confirmed phone number's, or (for
 * reports, `phone_or_university`) its verified university address's. A voice is the first
 * account's that used it; another account takes it over only once the first has let the number
 * or address go for 90 days (voices.released_at, kept by triggers). Returns the voice's subject,
 * or null when the account has none, or its number still speaks for another account.
 * The account's row (and its verification's) is share-locked while its candidates are read, so
 * another account confirming the same number meanwhile waits, and its release of this voice
 * comes after this claim, never before it; the claim itself is one statement, so two accounts
 * claiming one number at once cannot both win.
 */
export async function claimVoice(tx: Database, userId: string, source: VoiceSource): Promise<string | null> {
  const [phone] = await queryRows<{ subject: string | null }>(
    tx,
    sql`select case when phone_verified_at is not null then phone_voice end as subject from users where id = ${userId} for share`,
  );
  const [mail] =
    source === "phone_or_university"
      ? await queryRows<{ subject: string }>(
          tx,
          sql`select mail_voice_subject(email) as subject from student_verifications
            where user_id = ${userId} and status = 'confirmed' and expires_at > now() for share`,
        )
      : [];
  for (const subject of [phone?.subject, mail?.subject]) {
    if (!subject) continue;
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
