import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { studentVerifications } from "../../db/schema";

/** What /profile shows of the account's own verification; a confirmation whose year is over reads as lapsed, job or not. */
export interface StudentVerificationView {
  status: "pending" | "confirmed" | "lapsed";
  email: string;
  university: string;
  requestedAt: Date;
  expiresAt: Date | null;
}

/** The account's own university address and where it stands (none asked yet: null). */
export async function getStudentVerification(db: Database, userId: string): Promise<StudentVerificationView | null> {
  const [row] = await db
    .select({
      status: sql<
        StudentVerificationView["status"]
      >`case when ${studentVerifications.status} = 'confirmed' and ${studentVerifications.expiresAt} <= now() then 'lapsed' else ${studentVerifications.status} end`,
      email: studentVerifications.email,
      university: studentVerifications.university,
      requestedAt: studentVerifications.requestedAt,
      expiresAt: studentVerifications.expiresAt,
    })
    .from(studentVerifications)
    .where(eq(studentVerifications.userId, userId))
    .limit(1);
  return row ?? null;
}
