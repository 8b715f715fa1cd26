import { desc, eq } from "drizzle-orm";
import type { PayoutStatus } from "~/lib/payments/payouts";
import type { Database } from "../../../db/client";
import { payouts } from "../../../db/schema";

export interface OwnPayout {
  id: string;
  status: PayoutStatus;
  amount: string;
  fee: string;
  sentAmount: string;
  msisdn: string;
  registeredName: string | null;
  gatewayReference: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

/** The signed-in student's own withdrawals, newest first (the wallet page). */
export async function listOwnPayouts(db: Database, userId: string, limit = 50): Promise<OwnPayout[]> {
  const rows = await db
    .select({
      id: payouts.id,
      status: payouts.status,
      amount: payouts.amount,
      fee: payouts.fee,
      sentAmount: payouts.sentAmount,
      msisdn: payouts.msisdn,
      registeredName: payouts.registeredName,
      gatewayReference: payouts.gatewayReference,
      createdAt: payouts.createdAt,
      paidAt: payouts.paidAt,
    })
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, status: row.status as PayoutStatus }));
}
