import { and, eq, gt, inArray, not, sql } from "drizzle-orm";
import { parseWithdrawalAmount, withdrawalFormSchema } from "~/lib/payments/forms/withdrawal";
import { PAYOUT_MONEY_BACK, type PayoutStatus, quotePayout } from "~/lib/payments/payouts";
import { AppError } from "~/lib/shared/app-error";
import { toCents } from "~/lib/shared/money";
import { callAuthEndpoint } from "../../../auth/call-auth-endpoint";
import type { SessionUser } from "../../../auth/get-session-user";
import { payouts, users, walletEntries } from "../../../db/schema";
import { browserDevice } from "../../../http/request-facts/device-cookie";
import type { Payments } from "../../../payments/create-payments";
import type { ServerContext } from "../../../runtime/context";
import { checkPasswordAttempt } from "../../accounts/limits/check-password-attempt";
import { notifyPayout } from "../../notifications/notify";
import { appendWalletEntry, lockWallet, walletBalance } from "../wallet-ledger";
import { announceWithdrawal } from "./announce-withdrawal";
import { confirmedPayoutNumber } from "./confirmed-payout-number";
import { findWithdrawalHold } from "./find-withdrawal-hold";
import { FREEZE_PATH, payoutFreezeToken } from "./freeze-token";
import { sendPayout } from "./send-payout";

/** A new account's first withdrawal of topped-up money waits for a person while the account is this young. */
export const REVIEW_ACCOUNTS_YOUNGER_THAN_MS = 7 * 24 * 60 * 60 * 1000;
/** Reconciliation leaves a payout alone this long after it was written: the first call is still under way. */
export const FIRST_CALL_GRACE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Context = Pick<ServerContext, "db" | "auth" | "env" | "mailer" | "sms" | "deviceKey" | "noticeKey"> & {
  payments: Pick<Payments, "payouts">;
};

export interface WithdrawalResult {
  payoutId: string;
  status: PayoutStatus;
}

/**
 * A withdrawal of part or all of the balance to the account's own confirmed number
 * (docs/payments.md#payouts), guarded as an account thief's first wish: held for a day after a
 * change a thief makes first (find-withdrawal-hold.ts), refused while the owner has frozen their
 * money, the password asked again and counted with every other check of it, and limits per day
 * and per 30 days. In one transaction, with the wallet locked (so ten at once are taken one
 * after another against the true balance and limits), the payout row and the ledger entry that
 * takes its money out are written together, with the owner's notification; the owner is told by
 * e-mail and SMS too, with a link that freezes the money. A young account's first withdrawal of
 * topped-up money then waits for review, and any other is sent to the gateway at once.
 */
export async function requestWithdrawal(
  context: Context,
  request: Request,
  actor: Pick<SessionUser, "id" | "email">,
  input: { amount: string; password: string },
  now: () => Date = () => new Date(),
): Promise<WithdrawalResult> {
  const { db } = context;
  if (!context.payments.payouts) throw new AppError("unavailable", "payout_unavailable");
  const { rules, gateway } = context.payments.payouts;
  const form = withdrawalFormSchema.safeParse(input);
  const amount = form.success ? parseWithdrawalAmount(form.data.amount) : null;
  if (!form.success && form.error.issues.some((issue) => issue.message === "password"))
    throw new AppError("invalid_input", "payout_password_wrong");
  if (amount === null || amount < rules.minTzs) {
    throw new AppError("invalid_input", "payout_amount_invalid", {
      min: rules.minTzs,
      max: Number(await walletBalance(db, actor.id)),
    });
  }
  const msisdn = await confirmedPayoutNumber(db, actor.id);
  if (!msisdn) throw new AppError("forbidden", "payout_phone_not_confirmed");
  const [account] = await db
    .select({ frozenAt: users.moneyFrozenAt, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!account) throw new AppError("unauthenticated", "session_ended");
  if (account.frozenAt) throw new AppError("forbidden", "payout_money_frozen");
  const device = browserDevice(request, { secure: context.env.publicUrl.startsWith("https:"), key: context.deviceKey });
  const hold = await findWithdrawalHold(db, actor.id, device.hash, now());
  if (hold) {
    const hours = Math.max(1, Math.ceil((hold.until.getTime() - now().getTime()) / (60 * 60 * 1000)));
    throw new AppError("forbidden", "payout_recent_change", { change: hold.change, hours });
  }

  const checked = await checkPasswordAttempt(context, request, actor.email, () =>
    callAuthEndpoint(context, request, "/verify-password", { password: form.data!.password }),
  );
  if (!checked.ok) {
    if (checked.status === 401) throw new AppError("unauthenticated", "session_ended");
    if (checked.status === 429) throw new AppError("rate_limited", "auth_rate_limited");
    throw new AppError("invalid_input", "payout_password_wrong");
  }

  // Asked before the transaction: a gateway call never holds the wallet's lock.
  const registeredName = await gateway.lookUpName(msisdn).catch(() => null);
  const quote = quotePayout(amount, rules);
  if (quote.sentTzs <= 0)
    throw new AppError("invalid_input", "payout_amount_invalid", { min: rules.minTzs, max: amount });

  const written = await db.transaction(async (tx) => {
    if (!(await lockWallet(tx, actor.id))) throw new AppError("unauthenticated", "session_ended");
    // Read again under the lock: a freeze from the notice link wins over a withdrawal already on its way.
    const [fresh] = await tx.select({ frozenAt: users.moneyFrozenAt }).from(users).where(eq(users.id, actor.id));
    if (fresh?.frozenAt) throw new AppError("forbidden", "payout_money_frozen");
    const balance = await walletBalance(tx, actor.id);
    if (toCents(balance) < toCents(String(amount)))
      throw new AppError("conflict", "payout_insufficient_balance", { balance });
    const at = now();
    const taken = async (sinceMs: number) => {
      const [row] = await tx
        .select({ sum: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
        .from(payouts)
        .where(
          and(
            eq(payouts.userId, actor.id),
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
    const review = await needsReview(tx, actor.id, account.createdAt, at);
    const [payout] = await tx
      .insert(payouts)
      .values({
        userId: actor.id,
        status: review ? "in_review" : "requested",
        amount: String(quote.amountTzs),
        fee: String(quote.feeTzs),
        feePaidBy: rules.feePaidBy,
        sentAmount: String(quote.sentTzs),
        msisdn,
        registeredName,
        gateway: gateway.name,
        nextCheckAt: review ? null : new Date(at.getTime() + FIRST_CALL_GRACE_MS),
        createdAt: at,
      })
      .returning({ id: payouts.id, status: payouts.status });
    await appendWalletEntry(tx, {
      userId: actor.id,
      kind: "payout",
      amount: String(quote.amountTzs),
      payoutId: payout!.id,
    });
    const freezeLink = `${FREEZE_PATH}?token=${encodeURIComponent(payoutFreezeToken(context.noticeKey, payout!.id))}`;
    await notifyPayout(tx, { id: payout!.id, userId: actor.id }, "payout_requested", freezeLink);
    return { payoutId: payout!.id, status: payout!.status as PayoutStatus };
  });
  await announceWithdrawal(context, written.payoutId);
  if (written.status !== "requested") return written;
  const status = await sendPayout(db, gateway, written.payoutId, now);
  return { payoutId: written.payoutId, status: status ?? written.status };
}

/** A young account's first withdrawal, when money came in from outside (a top-up): a person looks first. */
async function needsReview(
  tx: Parameters<Parameters<Context["db"]["transaction"]>[0]>[0],
  userId: string,
  createdAt: Date,
  now: Date,
): Promise<boolean> {
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
