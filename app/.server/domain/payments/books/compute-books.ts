import { sql } from "drizzle-orm";
import { PAYOUT_MONEY_BACK } from "~/lib/payments/payouts";
import { type Database, queryRows } from "../../../db/client";
import { sqlLiterals } from "../../../db/schema/sql-literals";

/** Where the books can disagree with themselves, each a way money would be lost or made up. */
export const BOOKS_DISCREPANCIES = [
  /** A payment the gateway completed whose money never reached a wallet. */
  "payment_without_credit",
  /** Money in a wallet, said to be from the gateway, with no completed payment behind it. */
  "credit_without_payment",
  /** A payout whose ledger entries do not match its state (its money out twice, or back twice, or never). */
  "payout_ledger_mismatch",
] as const;
export type BooksDiscrepancy = (typeof BOOKS_DISCREPANCIES)[number];

/** Sums in shillings, as exact decimal strings (numeric in the database, never a float). */
export interface BooksPeriod {
  /** Completed payments through a mobile-money gateway (not the wallet paying for something). */
  moneyInTzs: string;
  /** What withdrawals took out of balances, less what came back. */
  moneyOutTzs: string;
  /** Of that, what reached phones (paid payouts), and the gateway's fees on them. */
  paidToPhonesTzs: string;
  payoutFeesTzs: string;
  /** Listing fees and shop subscriptions: the operator's own money. */
  earningsTzs: string;
}

export interface Books {
  from: Date;
  to: Date;
  /** What moved in [from, to). */
  period: BooksPeriod;
  /** Everything before `to`. */
  toDate: BooksPeriod & {
    /** The sum of every student's balance at `to`. */
    balancesTzs: string;
    /** Money in − money out − balances − earnings: zero when the books balance. */
    differenceTzs: string;
  };
  /** The sum of every balance at `from`, so a period reads: opening + in − out − earnings = closing. */
  openingBalancesTzs: string;
  /** What makes up a difference, named: each kind with how many rows and how much. */
  discrepancies: { kind: BooksDiscrepancy; count: number; amountTzs: string }[];
}

const moneyBack = sqlLiterals(PAYOUT_MONEY_BACK);

/**
 * The operator's statement (docs/payments.md#the-books): money in through the gateway (the
 * payments table), money out to phones (the payouts table), the operator's earnings and every
 * balance (the ledger), over [from, to) and to date. Each side is read from its own table, so the
 * identity money in − money out = balances + earnings checks the tables against each other, and a
 * difference is named row by row (BOOKS_DISCREPANCIES). Read in one snapshot (repeatable read),
 * so money moving while it is read cannot make a difference of its own.
 */
export async function computeBooks(db: Database, { from, to }: { from: Date; to: Date }): Promise<Books> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const flows = async (since: Date | null): Promise<BooksPeriod> => {
      const after = since ? sql`${since.toISOString()}::timestamptz` : sql`'-infinity'::timestamptz`;
      const before = sql`${to.toISOString()}::timestamptz`;
      const [row] = await queryRows<Record<keyof BooksPeriod, string>>(
        tx,
        sql`select
            (select coalesce(sum(amount), 0) from payments
              where payment_status = 'completed' and gateway <> 'wallet' and completed_at >= ${after} and completed_at < ${before})::numeric(14, 2)::text as "moneyInTzs",
            ((select coalesce(sum(amount), 0) from payouts where created_at >= ${after} and created_at < ${before})
              - (select coalesce(sum(amount), 0) from payouts
                  where status in (${moneyBack}) and returned_at >= ${after} and returned_at < ${before}))::numeric(14, 2)::text as "moneyOutTzs",
            (select coalesce(sum(sent_amount), 0) from payouts
              where status in ('paid', 'returned') and paid_at >= ${after} and paid_at < ${before})::numeric(14, 2)::text as "paidToPhonesTzs",
            (select coalesce(sum(coalesce(gateway_fee, fee)), 0) from payouts
              where status in ('paid', 'returned') and paid_at >= ${after} and paid_at < ${before})::numeric(14, 2)::text as "payoutFeesTzs",
            (select coalesce(-sum(amount), 0) from wallet_entries
              where kind in ('fee_paid', 'subscription') and created_at >= ${after} and created_at < ${before})::numeric(14, 2)::text as "earningsTzs"`,
      );
      return row!;
    };
    const balancesAt = async (at: Date) => {
      const [row] = await queryRows<{ sum: string }>(
        tx,
        sql`select coalesce(sum(amount), 0)::numeric(14, 2)::text as sum from wallet_entries where created_at < ${at.toISOString()}::timestamptz`,
      );
      return row!.sum;
    };
    const period = await flows(from);
    const all = await flows(null);
    const balancesTzs = await balancesAt(to);
    const openingBalancesTzs = await balancesAt(from);
    // In the database's numeric: exact, and a difference may be negative.
    const [difference] = await queryRows<{ tzs: string }>(
      tx,
      sql`select (${all.moneyInTzs}::numeric - ${all.moneyOutTzs}::numeric - ${balancesTzs}::numeric - ${all.earningsTzs}::numeric)::numeric(14, 2)::text as tzs`,
    );
    const discrepancies = await queryRows<{ kind: BooksDiscrepancy; count: number; amountTzs: string }>(
      tx,
      sql`select 'payment_without_credit' as kind, count(*)::int as count, coalesce(sum(p.amount), 0)::numeric(14, 2)::text as "amountTzs"
            from payments p
            where p.payment_status = 'completed' and p.gateway <> 'wallet'
              and not exists (select 1 from wallet_entries e where e.payment_id = p.id and e.kind in ('top_up', 'refund'))
          union all
          select 'credit_without_payment', count(*)::int, coalesce(sum(e.amount), 0)::numeric(14, 2)::text
            from wallet_entries e
            where e.kind in ('top_up', 'refund')
              and not exists (select 1 from payments p where p.id = e.payment_id and p.payment_status = 'completed' and p.gateway <> 'wallet')
          union all
          select 'payout_ledger_mismatch', count(*)::int, coalesce(sum(abs(off_by)), 0)::numeric(14, 2)::text
            from (
              select o.id, coalesce((select sum(e.amount) from wallet_entries e where e.payout_id = o.id), 0)
                - case when o.status in (${moneyBack}) then 0 else -o.amount end as off_by
              from payouts o
            ) checked
            where off_by <> 0`,
    );
    return {
      from,
      to,
      period,
      toDate: { ...all, balancesTzs, differenceTzs: difference!.tzs },
      openingBalancesTzs,
      discrepancies: discrepancies.filter((row) => row.count > 0),
    };
  });
}

const EAST_AFRICA_MS = 3 * 60 * 60 * 1000;

/** An East African calendar day (UTC+3 all year, no summer time), 'YYYY-MM-DD', as [from, to); null for no such day. */
export function eastAfricanDay(day: string): { from: Date; to: Date } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const from = new Date(`${day}T00:00:00+03:00`);
  // 2026-02-30 parses as another day, or not at all: only a day that reads back as itself is one.
  if (Number.isNaN(from.getTime()) || new Date(from.getTime() + EAST_AFRICA_MS).toISOString().slice(0, 10) !== day)
    return null;
  return { from, to: new Date(from.getTime() + 24 * 60 * 60 * 1000) };
}

/** The East African day `at` falls in, 'YYYY-MM-DD'. */
export function eastAfricanDayOf(at: Date): string {
  return new Date(at.getTime() + EAST_AFRICA_MS).toISOString().slice(0, 10);
}
