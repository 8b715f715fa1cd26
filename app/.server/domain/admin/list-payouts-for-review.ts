import { desc, eq, or, sql } from "drizzle-orm";
import type { PayoutReviewReason, PayoutStatus } from "~/lib/payments/payouts";
import type { Database } from "../../db/client";
import { payouts, users } from "../../db/schema";
import { assertAdmin } from "./assert-admin";

export interface PayoutForReview {
  id: string;
  status: PayoutStatus;
  amount: string;
  sentAmount: string;
  /** The number's last three digits only: the whole number is its owner's. */
  numberEnding: string;
  registeredName: string | null;
  reviewReason: PayoutReviewReason | null;
  needsReview: boolean;
  createdAt: Date;
  student: { id: string; fullName: string; createdAt: Date };
  /** What the student topped up from outside, in all: a young account's first withdrawal of it is why it waits. */
  toppedUpTzs: string;
}

/** How many of each list the page shows; the oldest wait longest, so they come first. */
const SHOWN = 100;

/**
 * /admin/payouts (admins only): the withdrawals waiting for review, and the ones a gateway
 * contradicted (flagged), oldest first.
 */
export async function listPayoutsForReview(
  db: Database,
  actorId: string,
): Promise<{ waiting: PayoutForReview[]; flagged: PayoutForReview[] }> {
  await assertAdmin(db, actorId);
  const rows = await db
    .select({
      id: payouts.id,
      status: payouts.status,
      amount: payouts.amount,
      sentAmount: payouts.sentAmount,
      msisdn: payouts.msisdn,
      registeredName: payouts.registeredName,
      reviewReason: payouts.reviewReason,
      needsReview: payouts.needsReview,
      createdAt: payouts.createdAt,
      studentId: users.id,
      studentName: users.fullName,
      studentSince: users.createdAt,
      toppedUp: sql<string>`(select coalesce(sum(e.amount), 0)::text from wallet_entries e where e.user_id = ${payouts.userId} and e.kind = 'top_up')`,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(or(eq(payouts.status, "in_review"), eq(payouts.needsReview, true)))
    .orderBy(payouts.createdAt, desc(payouts.id))
    .limit(SHOWN * 2);
  const shown = rows.map(
    (row): PayoutForReview => ({
      id: row.id,
      status: row.status as PayoutStatus,
      amount: row.amount,
      sentAmount: row.sentAmount,
      numberEnding: row.msisdn.slice(-3),
      registeredName: row.registeredName,
      reviewReason: row.reviewReason as PayoutReviewReason | null,
      needsReview: row.needsReview,
      createdAt: row.createdAt,
      student: { id: row.studentId, fullName: row.studentName, createdAt: row.studentSince },
      toppedUpTzs: row.toppedUp,
    }),
  );
  return {
    waiting: shown.filter((row) => row.status === "in_review").slice(0, SHOWN),
    flagged: shown.filter((row) => row.needsReview).slice(0, SHOWN),
  };
}
