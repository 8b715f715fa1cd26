import { and, eq } from "drizzle-orm";
import { formatLocalNumber } from "~/lib/payments/mobile-money";
import { AppError } from "~/lib/shared/app-error";
import { formatTzsExact } from "~/lib/shared/money";
import { isUuid } from "~/lib/shared/uuid";
import { m } from "~/paraglide/messages";
import type { Database } from "../../../db/client";
import { payouts, users } from "../../../db/schema";
import type { PayoutReceiptData } from "../../../payments/receipt-pdf";
import { receiptNumber } from "../get-receipt";

/**
 * What a paid withdrawal's receipt says; only a paid (or since returned) payout has one, and only
 * its student sees it: for anyone else there is no such payout.
 */
export async function getPayoutReceipt(db: Database, userId: string, payoutId: string): Promise<PayoutReceiptData> {
  if (!isUuid(payoutId)) throw new AppError("not_found", "payout_not_found");
  const [row] = await db
    .select({ payout: payouts, studentName: users.fullName })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(and(eq(payouts.id, payoutId), eq(payouts.userId, userId)));
  if (!row?.payout.paidAt) throw new AppError("not_found", "payout_not_found");
  const { payout } = row;
  return {
    receiptNumber: receiptNumber(payout.id, payout.paidAt!),
    paidAt: payout.paidAt!,
    studentName: row.studentName,
    number: formatLocalNumber(payout.msisdn),
    registeredName: payout.registeredName,
    amount: payout.amount,
    fee: payout.fee,
    feeText:
      payout.feePaidBy === "student"
        ? formatTzsExact(payout.fee)
        : m.payments_withdraw_fee_ours({ fee: formatTzsExact(payout.fee) }),
    sentAmount: payout.sentAmount,
    reference: payout.gatewayReference,
    payoutId: payout.id,
  };
}
