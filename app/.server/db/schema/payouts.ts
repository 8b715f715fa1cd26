import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PAYOUT_FEE_PAYERS, PAYOUT_MONEY_BACK, PAYOUT_REVIEW_REASONS, PAYOUT_STATUSES } from "~/lib/payments/payouts";
import { createdAt, id, tzs, updatedAt } from "./columns";
import { sqlLiterals } from "./sql-literals";
import { users } from "./users";

/**
 * One row per withdrawal (docs/payments.md#payouts), written with its ledger entry before the
 * gateway is called; its id is the gateway's idempotency key, so asking again can never pay
 * twice. The status moves only along PAYOUT_MOVES (app/lib/payments/payouts.ts).
 */
export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    /** What left the balance. */
    amount: tzs("amount").notNull(),
    /** The gateway's fee as quoted, and who bears it: the student (it comes off what is sent) or the operator. */
    fee: tzs("fee").notNull(),
    feePaidBy: text("fee_paid_by").notNull(),
    /** What is sent to the phone. */
    sentAmount: tzs("sent_amount").notNull(),
    /** The account's confirmed number in 255 form, the only one a payout goes to. Personal: never logged, never shown but to its owner. */
    msisdn: text("msisdn").notNull(),
    /** The name the gateway said the number is registered to, shown to the student before they confirmed. */
    registeredName: text("registered_name"),
    gateway: text("gateway").notNull(),
    gatewayReference: text("gateway_reference"),
    /** What the gateway said it charged, when it said. */
    gatewayFee: tzs("gateway_fee"),
    needsReview: boolean("needs_review").notNull().default(false),
    reviewReason: text("review_reason"),
    /** When reconciliation next asks the gateway; null once nothing more can change. */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    checkAttempts: integer("check_attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When its money came back to the balance (failed, returned or refused). */
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payouts_user_created_at_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("payouts_next_check_at_idx").on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
    index("payouts_for_people_idx").on(t.createdAt).where(sql`${t.needsReview} or ${t.status} = 'in_review'`),
    check("payouts_status_valid", sql`${t.status} in (${sqlLiterals(PAYOUT_STATUSES)})`),
    check("payouts_fee_paid_by_valid", sql`${t.feePaidBy} in (${sqlLiterals(PAYOUT_FEE_PAYERS)})`),
    check(
      "payouts_review_reason_valid",
      sql`${t.reviewReason} is null or ${t.reviewReason} in (${sqlLiterals(PAYOUT_REVIEW_REASONS)})`,
    ),
    check("payouts_amounts_valid", sql`${t.sentAmount} > 0 and ${t.fee} >= 0 and ${t.sentAmount} <= ${t.amount}`),
    check("payouts_msisdn_valid", sql`${t.msisdn} ~ '^255[0-9]{9}$'`),
    check("payouts_paid_at_set", sql`(${t.paidAt} is not null) = (${t.status} in ('paid', 'returned'))`),
    check(
      "payouts_returned_at_set",
      sql`(${t.returnedAt} is not null) = (${t.status} in (${sqlLiterals(PAYOUT_MONEY_BACK)}))`,
    ),
  ],
);
