import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * "A verified student now": a confirmed verification whose year is not over. Read from the clock
 * of the query, never from the row's status alone, so the mark goes at the minute its year ends,
 * before the lapse job has run (lapse-student-verifications.ts). The table's primary key is the
 * account: one index lookup per row, whatever the list.
 */
const VERIFIED_NOW = sql.raw(`sv.status = 'confirmed' and sv.expires_at > now()`);

/** The university short name ("UDSM") when the account is a verified student now, else null. */
export function verifiedUniversityOf(userId: AnyColumn | SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select sv.university from student_verifications sv where sv.user_id = ${userId} and ${VERIFIED_NOW})`;
}

/** Whether the account is a verified student now: the seller directory's filter. */
export function verifiedStudentNow(userId: AnyColumn | SQL): SQL {
  return sql`exists (select 1 from student_verifications sv where sv.user_id = ${userId} and ${VERIFIED_NOW})`;
}
