import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings, payments, shops, walletEntries } from "../../db/schema";
import { type PaymentView, paymentViewColumns } from "./payment-view";
import { walletBalance } from "./wallet-ledger";

export interface Wallet {
  balance: string;
  /** What the student spent here: fees and subscriptions, from the wallet or by mobile money. */
  totalSpent: string;
  pendingPayments: number;
  totalTransactions: number;
  /** The newest payments (HISTORY_LIMIT of them). */
  history: PaymentView[];
}

export const HISTORY_LIMIT = 50;

/** The signed-in student's wallet page: the ledger's sum and the payment history. */
export async function getWallet(db: Database, userId: string): Promise<Wallet> {
  const [balance, spent, counts, history] = await Promise.all([
    walletBalance(db, userId),
    db
      .select({ total: sql<string>`coalesce(-sum(${walletEntries.amount}), 0)::numeric(14, 2)::text` })
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, userId), inArray(walletEntries.kind, ["fee_paid", "subscription"]))),
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${payments.paymentStatus} = 'pending')::int`,
      })
      .from(payments)
      .where(eq(payments.userId, userId)),
    db
      .select(paymentViewColumns)
      .from(payments)
      .leftJoin(listings, eq(listings.id, payments.listingId))
      .leftJoin(shops, eq(shops.id, payments.shopId))
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(HISTORY_LIMIT),
  ]);
  return {
    balance,
    totalSpent: spent[0]?.total ?? "0.00",
    pendingPayments: counts[0]?.pending ?? 0,
    totalTransactions: counts[0]?.total ?? 0,
    history,
  };
}
