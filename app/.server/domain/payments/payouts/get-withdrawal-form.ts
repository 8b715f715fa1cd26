import { eq } from "drizzle-orm";
import type { PayoutRules } from "~/lib/payments/payouts";
import type { Database } from "../../../db/client";
import { users } from "../../../db/schema";
import type { PayoutGateway } from "../../../payments/payout-gateway";
import { walletBalance } from "../wallet-ledger";
import { confirmedPayoutNumber } from "./confirmed-payout-number";
import { findWithdrawalHold, type WithdrawalHold } from "./find-withdrawal-hold";

export interface WithdrawalFormData {
  balance: string;
  /** The account's confirmed number in 255 form: shown to its owner only, on this page. */
  msisdn: string | null;
  /** The name the gateway says the number is registered to, so the student sees where the money goes. */
  registeredName: string | null;
  rules: PayoutRules;
  hold: WithdrawalHold | null;
  frozen: boolean;
}

/**
 * What the withdrawal page shows its signed-in owner before they type anything: the balance,
 * where the money would go and to whose name, the rules (minimum, fee, who bears it), and
 * whether a hold or a freeze stops a withdrawal now. Only the owner's own facts: `userId` is the
 * session's.
 */
export async function getWithdrawalForm(
  db: Database,
  payouts: { gateway: PayoutGateway; rules: PayoutRules },
  userId: string,
  deviceHash: string,
): Promise<WithdrawalFormData> {
  const msisdn = await confirmedPayoutNumber(db, userId);
  const [account] = await db.select({ frozenAt: users.moneyFrozenAt }).from(users).where(eq(users.id, userId));
  return {
    balance: await walletBalance(db, userId),
    msisdn,
    registeredName: msisdn ? await payouts.gateway.lookUpName(msisdn).catch(() => null) : null,
    rules: payouts.rules,
    hold: await findWithdrawalHold(db, userId, deviceHash),
    frozen: Boolean(account?.frozenAt),
  };
}
