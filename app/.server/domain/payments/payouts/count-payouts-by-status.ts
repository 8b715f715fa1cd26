import { count, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { payouts } from "../../../db/schema";

export interface PayoutCounts {
  byStatus: { status: string; count: number }[];
  /** Payouts a gateway contradicted, waiting for a person (/admin/payouts). */
  flagged: number;
}

/** How many payouts are in each state, and how many are flagged, for the operator's metrics (no person, amount or number). */
export async function countPayoutsByStatus(db: Database): Promise<PayoutCounts> {
  const rows = await db
    .select({
      status: payouts.status,
      count: count(),
      flagged: sql<number>`count(*) filter (where ${payouts.needsReview})::int`,
    })
    .from(payouts)
    .groupBy(payouts.status)
    .orderBy(payouts.status);
  return {
    byStatus: rows.map((row) => ({ status: row.status, count: Number(row.count) })),
    flagged: rows.reduce((sum, row) => sum + Number(row.flagged), 0),
  };
}
