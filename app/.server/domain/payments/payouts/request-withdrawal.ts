import { eq } from "drizzle-orm";
import { parseWithdrawalAmount, withdrawalFormSchema } from "~/lib/payments/forms/withdrawal";
import { type PayoutStatus, quotePayout } from "~/lib/payments/payouts";
import { AppError } from "~/lib/shared/app-error";
import { callAuthEndpoint } from "../../../auth/call-auth-endpoint";
import type { SessionUser } from "../../../auth/get-session-user";
import { users } from "../../../db/schema";
import { browserDevice } from "../../../http/request-facts/device-cookie";
import type { Payments } from "../../../payments/create-payments";
import type { ServerContext } from "../../../runtime/context";
import { checkPasswordAttempt } from "../../accounts/limits/check-password-attempt";
import { walletBalance } from "../wallet-ledger";
import { announceWithdrawal } from "./announce-withdrawal";
import { confirmedPayoutNumber } from "./confirmed-payout-number";
import { findWithdrawalHold } from "./find-withdrawal-hold";
import { sendPayout } from "./send-payout";
import { writeWithdrawal } from "./write-withdrawal";

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
 * and per 30 days. Then write-withdrawal.ts takes the money in one transaction, with the wallet
 * locked (so ten at once are taken one after another against the true balance and limits), the
 * payout row, its ledger entry and the owner's notification together; the owner is told by
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

  const written = await writeWithdrawal(db, {
    userId: actor.id,
    accountCreatedAt: account.createdAt,
    quote,
    rules,
    msisdn,
    registeredName,
    gatewayName: gateway.name,
    noticeKey: context.noticeKey,
    at: now(),
  });
  // The announcement goes while the gateway is called: a slow mail server never delays the money.
  const [, status] = await Promise.all([
    announceWithdrawal(context, written.payoutId),
    written.status === "requested" ? sendPayout(db, gateway, written.payoutId, now) : null,
  ]);
  return { payoutId: written.payoutId, status: status ?? written.status };
}
