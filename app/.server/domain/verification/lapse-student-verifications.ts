import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { notificationKindSql } from "../../db/schema";

/**
 * Verifications whose year is over by `now` lapse (the hourly job, server/app.ts; tests move the
 * clock with `now`), each with one notification inviting the student to confirm again. One
 * statement: a row lapses and its notification is written together, and a second instance running
 * at the same moment waits on the row, then finds it no longer confirmed and skips it, so nobody
 * hears twice. `email` limits it to one address (a confirmation of it by another account).
 * The mark itself never waits for this job (verified-student-now.ts).
 */
export async function lapseStudentVerifications(
  db: Pick<Database, "execute">,
  now: Date = new Date(),
  email?: string,
): Promise<number> {
  const rows = await queryRows<{ user_id: string }>(
    db as Database,
    sql`with lapsed as (
        update student_verifications set status = 'lapsed', token_hash = null
        where status = 'confirmed' and expires_at <= ${now.toISOString()}::timestamptz
          ${email === undefined ? sql`` : sql`and lower(email) = lower(${email})`}
        returning user_id
      )
      insert into notifications (user_id, kind, type, link)
      select user_id, ${notificationKindSql("student_verification_lapsed")}, 'system', '/profile' from lapsed
      returning user_id`,
  );
  return rows.length;
}
