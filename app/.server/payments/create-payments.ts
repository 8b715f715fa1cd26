import type { PayoutRules } from "~/lib/payments/payouts";
import { deriveKey } from "../auth/auth-secret";
import type { Database } from "../db/client";
import type { Env } from "../runtime/env";
import type { PaymentGateway } from "./gateway";
import type { PayoutGateway } from "./payout-gateway";
import { createSandboxGateway, type SandboxGateway } from "./sandbox-gateway";
import { createSandboxPayouts, type SandboxPayouts } from "./sandbox-payouts";
import { createZenoPayGateway } from "./zenopay-gateway";
import { createZenoPayPayouts } from "./zenopay-payouts";

export interface Payments {
  gateway: PaymentGateway;
  /** Set only with the sandbox gateway: what the development phone (/dev/phone) answers with. */
  sandbox: SandboxGateway | null;
  /** Where gateways post their webhooks: derived from PUBLIC_URL. */
  webhookUrl: string;
  /** Hashes payers' numbers for the per-number prompt limit (payments/payer-number.ts); from the shared secret, so every instance counts a number alike. */
  payerNumberKey: string;
  /** Null when no gateway is set up to pay out: withdrawals are off. */
  payouts: Payouts | null;
}

/** Money out (docs/payments.md#payouts): the gateway that pays withdrawals, and the operator's rules for them. */
export interface Payouts {
  gateway: PayoutGateway;
  /** Set only with the sandbox: what the development phone answers payouts with. */
  sandbox: SandboxPayouts | null;
  rules: PayoutRules;
}

/** The payout rules configuration gives (app/.server/runtime/env.ts). */
export function payoutRulesOf(env: Env): PayoutRules {
  return {
    minTzs: env.PAYOUT_MIN_TZS,
    feeFlatTzs: env.PAYOUT_FEE_FLAT_TZS,
    feePercent: env.PAYOUT_FEE_PERCENT,
    feePaidBy: env.PAYOUT_FEE_PAID_BY,
    dailyLimitTzs: env.PAYOUT_DAILY_LIMIT_TZS,
    monthlyLimitTzs: env.PAYOUT_MONTHLY_LIMIT_TZS,
  };
}

/** The gateway env.payoutGateway names, or none; the sandbox charges the fee the rules quote. */
export function createPayouts(env: Env, db: Database): Payouts | null {
  const rules = payoutRulesOf(env);
  if (env.payoutGateway === null) return null;
  if (env.payoutGateway === "zenopay") {
    return {
      gateway: createZenoPayPayouts({
        apiKey: env.ZENOPAY_API_KEY!,
        baseUrl: env.ZENOPAY_BASE_URL,
        pin: env.ZENOPAY_PAYOUT_PIN!,
      }),
      sandbox: null,
      rules,
    };
  }
  const sandbox = createSandboxPayouts({
    db,
    behaviour: { mode: env.SANDBOX_PAYOUTS, feeTzs: env.PAYOUT_FEE_FLAT_TZS },
  });
  return { gateway: sandbox, sandbox, rules };
}

export const WEBHOOK_PATH = "/api/payments/webhook";

/** The gateway PAYMENT_GATEWAY names. The sandbox's webhook key comes from the shared secret, so every instance accepts every other's webhooks. */
export function createPayments(env: Env, db: Database, secret: string): Payments {
  const webhookUrl = `${env.publicUrl}${WEBHOOK_PATH}`;
  const payerNumberKey = deriveKey(secret, "payer-number-counters");
  if (env.PAYMENT_GATEWAY === "zenopay") {
    return {
      gateway: createZenoPayGateway({ apiKey: env.ZENOPAY_API_KEY!, baseUrl: env.ZENOPAY_BASE_URL }),
      sandbox: null,
      webhookUrl,
      payerNumberKey,
      payouts: createPayouts(env, db),
    };
  }
  const sandbox = createSandboxGateway({
    db,
    webhookKey: deriveKey(secret, "sandbox-payment-webhook"),
    behaviour: { mode: env.SANDBOX_PAYMENTS, delayMs: env.SANDBOX_DELAY_MS, webhook: env.SANDBOX_WEBHOOK },
  });
  return { gateway: sandbox, sandbox, webhookUrl, payerNumberKey, payouts: createPayouts(env, db) };
}
