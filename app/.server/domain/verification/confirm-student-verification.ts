import { and, eq, gt, sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { studentVerifications } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { lapseStudentVerifications } from "./lapse-student-verifications";
import {
  hashVerificationToken,
  VERIFICATION_LINK_HOURS,
  verificationExpiry,
  verificationToken,
} from "./verification-rules";

/**
 * The link's page confirms (a POST: opening the link does nothing), signed in as the account that
 * asked, which becomes a verified student of its university for a year from `now` (tests move the
 * clock with it). Anyone else is refused, so a link asked for on someone else's account and
 * clicked by the address's owner verifies nobody. The
 * token works once, for VERIFICATION_LINK_HOURS, and only while its domain is still a university's.
 * One address verifies one account at a time, and the database holds that: a unique index over the
 * confirmed addresses. Another account's confirmation of the address whose year is over lapses
 * first; one that holds refuses this one, and of two accounts confirming one address at the same
 * moment one wins and the other is refused.
 */
export async function confirmStudentVerification(
  db: Database,
  { token: rawToken, userId }: { token: unknown; userId: string },
  now: Date = new Date(),
): Promise<{ userId: string; university: string; expiresAt: Date }> {
  const token = verificationToken(rawToken);
  if (!token) throw new AppError("invalid_input", "student_verification_link_invalid");
  const since = new Date(now.getTime() - VERIFICATION_LINK_HOURS * 3_600_000);
  try {
    return await db.transaction(async (tx) => {
      const [pending] = await tx
        .select({ userId: studentVerifications.userId, email: studentVerifications.email })
        .from(studentVerifications)
        .where(
          and(
            eq(studentVerifications.tokenHash, hashVerificationToken(token)),
            eq(studentVerifications.status, "pending"),
            gt(studentVerifications.requestedAt, since),
            // An admin may have removed the domain since the link was sent.
            sql`exists (select 1 from campus_email_domains d where d.domain = split_part(lower(${studentVerifications.email}), '@', 2))`,
          ),
        )
        .for("update");
      if (!pending) throw new AppError("invalid_input", "student_verification_link_invalid");
      if (pending.userId !== userId) throw new AppError("forbidden", "student_verification_other_account");
      await lapseStudentVerifications(tx as unknown as Database, now, pending.email);
      const expiresAt = verificationExpiry(now);
      const [confirmed] = await tx
        .update(studentVerifications)
        .set({ status: "confirmed", tokenHash: null, confirmedAt: now, expiresAt })
        .where(eq(studentVerifications.userId, pending.userId))
        .returning({ university: studentVerifications.university });
      return { userId: pending.userId, university: confirmed!.university, expiresAt };
    });
  } catch (error) {
    if (isUniqueViolation(error, "student_verifications_confirmed_email_key"))
      throw new AppError("conflict", "university_email_taken");
    throw error;
  }
}
