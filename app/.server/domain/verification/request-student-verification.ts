import { and, eq, sql } from "drizzle-orm";
import type { ServerContext } from "~/.server/runtime/context";
import { ATTEMPT_RULES } from "~/lib/accounts/attempt-limits";
import { AppError } from "~/lib/shared/app-error";
import { isLocale } from "~/lib/shared/i18n/locales";
import { campusEmailDomains, studentVerifications, users } from "../../db/schema";
import { studentVerificationEmail } from "../../mail/templates/student-verification-email";
import { takeAttempt } from "../accounts/limits/take-attempt";
import {
  emailDomain,
  hashVerificationToken,
  newVerificationToken,
  VERIFICATION_LINK_HOURS,
} from "./verification-rules";

/** The page the e-mail's link opens (routes/account/verify-student.tsx). */
export const VERIFY_STUDENT_PATH = "/verify-student";

/**
 * A student asks to confirm a university address (checked by app/lib/verification/forms/student-verification.ts):
 * its domain must be a campus's university domain, exactly; no other account may be a verified
 * student with it now; the account must not be one already. The account's row becomes pending,
 * with the hash of a new token (an older link stops working), and the link goes to that address.
 * Sends are limited per account first, then per address, so many accounts cannot flood one inbox.
 */
export async function requestStudentVerification(
  context: Pick<ServerContext, "db" | "mailer" | "env">,
  userId: string,
  address: string,
): Promise<{ email: string; university: string }> {
  const { db } = context;
  const email = address.trim().toLowerCase();
  await takeAttempt(db, ATTEMPT_RULES.studentVerificationsPerAccount, userId);
  if (email.split("@")[0]?.includes("+")) throw new AppError("invalid_input", "university_email_tagged");
  const domain = emailDomain(email);
  const [known] = await db
    .select({ university: campusEmailDomains.university })
    .from(campusEmailDomains)
    .where(eq(campusEmailDomains.domain, domain))
    .orderBy(campusEmailDomains.university)
    .limit(1);
  if (!known) throw new AppError("invalid_input", "university_domain_unknown", { domain });
  const [taken] = await db
    .select({ userId: studentVerifications.userId })
    .from(studentVerifications)
    .where(
      and(
        sql`lower(${studentVerifications.email}) = ${email}`,
        eq(studentVerifications.status, "confirmed"),
        sql`${studentVerifications.expiresAt} > now()`,
        sql`${studentVerifications.userId} <> ${userId}`,
      ),
    )
    .limit(1);
  if (taken) throw new AppError("conflict", "university_email_taken");
  await takeAttempt(db, ATTEMPT_RULES.studentVerificationsPerEmail, email);

  const token = newVerificationToken();
  const values = {
    email,
    university: known.university,
    status: "pending",
    tokenHash: hashVerificationToken(token),
    requestedAt: new Date(),
    confirmedAt: null,
    expiresAt: null,
  };
  // A verified student keeps the mark until its year is over: the row is replaced only when it is not confirmed now.
  const [written] = await db
    .insert(studentVerifications)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: studentVerifications.userId,
      set: values,
      setWhere: sql`${studentVerifications.status} <> 'confirmed' or ${studentVerifications.expiresAt} <= now()`,
    })
    .returning({ userId: studentVerifications.userId });
  if (!written) throw new AppError("conflict", "student_already_verified");

  const [student] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  await context.mailer.send(
    studentVerificationEmail({
      to: email,
      university: known.university,
      url: `${context.env.publicUrl}${VERIFY_STUDENT_PATH}?token=${token}`,
      validHours: VERIFICATION_LINK_HOURS,
      // Their saved language; none saved, this request's, which is theirs.
      language: isLocale(student?.language) ? student.language : undefined,
    }),
  );
  return { email, university: known.university };
}
