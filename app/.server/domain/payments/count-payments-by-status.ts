import { count } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";

/** How many payments are in each state, for the operator's metrics (no person, amount or number in it). */
export async function countPaymentsByStatus(db: Database): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .select({ status: payments.paymentStatus, count: count() })
    .from(payments)
    .groupBy(payments.paymentStatus)
    .orderBy(payments.paymentStatus);
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
