import { and, eq, gt, inArray, not, sql } from "drizzle-orm";
import { PAYOUT_MONEY_BACK, type PayoutQuote, type PayoutRules, type PayoutStatus } from "~/lib/payments/payouts";
import { AppError } from "~/lib/shared/app-error";
import { toCents } from "~/lib/shared/money";
import type { Database } from "../../../db/client";
import { payouts, users, walletEntries } from "../../../db/schema";
import { notifyPayout } from "../../notifications/notify";
import { appendWalletEntry, lockWallet, walletBalance } from "../wallet-ledger";
import { FREEZE_PATH, payoutFreezeToken } from "./freeze-token";

/** A new account's first withdrawal of topped-up money waits for a person while the account is this young. */
export const REVIEW_ACCOUNTS_YOUNGER_THAN_MS = 7 * 24 * 60 * 60 * 1000;
/** Reconciliation leaves a payout alone this long after it was written: the first call is still under way. */
export const FIRST_CALL_GRACE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface WithdrawalToWrite {
  userId: string;
  accountCreatedAt: Date;
  quote: PayoutQuote;
  rules: PayoutRules;
  /** The account's confirmed number, 255 form. */
  msisdn: string;
  registeredName: string | null;
  gatewayName: string;
  /** Signs the freeze link of the owner's notification. */
  noticeKey: string;
  at: Date;
}

/**
 * The ledger half of a withdrawal, once requestWithdrawal (request-withdrawal.ts) has checked who
 * asks: in one transaction with the wallet locked (so ten at once are taken one after another
 * against the true balance and limits), the freeze read again, the balance and the day's and 30
 * days' limits checked, and the payout row, the entry that takes its money out and the owner's
 * notification (with its freeze link) written together. A young account's first withdrawal of
 * topped-up money is written waiting for review; any other is written requested, for the caller
 * to send.
 */
export async function writeWithdrawal(
  db: Database,
  withdrawal: WithdrawalToWrite,
): Promise<{ payoutId: string; status: PayoutStatus }> {
  const { userId, quote, rules, at } = withdrawal;
  const amount = quote.amountTzs;
  return db.transaction(async (tx) => {
    if (!(await lockWallet(tx, userId))) throw new AppError("unauthenticated", "session_ended");
    // Read again under the lock: a freeze from the notice link wins over a withdrawal already on its way.
    const [fresh] = await tx.select({ frozenAt: users.moneyFrozenAt }).from(users).where(eq(users.id, userId));
    if (fresh?.frozenAt) throw new AppError("forbidden", "payout_money_frozen");
    const balance = await walletBalance(tx, userId);
    if (toCents(balance) < toCents(String(amount)))
      throw new AppError("conflict", "payout_insufficient_balance", { balance });
    const taken = async (sinceMs: number) => {
      const [row] = await tx
        .select({ sum: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
        .from(payouts)
        .where(
          and(
            eq(payouts.userId, userId),
            not(inArray(payouts.status, [...PAYOUT_MONEY_BACK])),
            gt(payouts.createdAt, new Date(at.getTime() - sinceMs)),
          ),
        );
      return Number(row?.sum ?? 0);
    };
    const today = await taken(DAY_MS);
    if (today + amount > rules.dailyLimitTzs)
      throw new AppError("conflict", "payout_daily_limit", {
        limit: rules.dailyLimitTzs,
        left: Math.max(0, rules.dailyLimitTzs - today),
      });
    const month = await taken(30 * DAY_MS);
    if (month + amount > rules.monthlyLimitTzs)
      throw new AppError("conflict", "payout_monthly_limit", {
        limit: rules.monthlyLimitTzs,
        left: Math.max(0, rules.monthlyLimitTzs - month),
      });
    const review = await needsReview(tx, userId, withdrawal.accountCreatedAt, at);
    const [payout] = await tx
      .insert(payouts)
      .values({
        userId,
        status: review ? "in_review" : "requested",
        amount: String(quote.amountTzs),
        fee: String(quote.feeTzs),
        feePaidBy: rules.feePaidBy,
        sentAmount: String(quote.sentTzs),
        msisdn: withdrawal.msisdn,
        registeredName: withdrawal.registeredName,
        gateway: withdrawal.gatewayName,
        nextCheckAt: review ? null : new Date(at.getTime() + FIRST_CALL_GRACE_MS),
        createdAt: at,
      })
      .returning({ id: payouts.id, status: payouts.status });
    await appendWalletEntry(tx, { userId, kind: "payout", amount: String(quote.amountTzs), payoutId: payout!.id });
    const freezeLink = `${FREEZE_PATH}?token=${encodeURIComponent(payoutFreezeToken(withdrawal.noticeKey, payout!.id))}`;
    await notifyPayout(tx, { id: payout!.id, userId }, "payout_requested", freezeLink);
    return { payoutId: payout!.id, status: payout!.status as PayoutStatus };
  });
}

/** A young account's first withdrawal, when money came in from outside (a top-up): a person looks first. */
async function needsReview(tx: Tx, userId: string, createdAt: Date, now: Date): Promise<boolean> {
  if (now.getTime() - createdAt.getTime() >= REVIEW_ACCOUNTS_YOUNGER_THAN_MS) return false;
  const [earlier] = await tx
    .select({ one: sql<number>`1` })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), inArray(payouts.status, ["paid", "returned"])))
    .limit(1);
  if (earlier) return false;
  const [toppedUp] = await tx
    .select({ one: sql<number>`1` })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.kind, "top_up")))
    .limit(1);
  return toppedUp !== undefined;
}
