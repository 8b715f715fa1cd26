import { deriveKey } from "../auth/auth-secret";
import type { Database } from "../db/client";
import type { Env } from "../runtime/env";
import type { PaymentGateway } from "./gateway";
import { createSandboxGateway, type SandboxGateway } from "./sandbox-gateway";
import { createZenoPayGateway } from "./zenopay-gateway";

export interface Payments {
  gateway: PaymentGateway;
  /** Set only with the sandbox gateway: what the development phone (/dev/phone) answers with. */
  sandbox: SandboxGateway | null;
  /** Where gateways post their webhooks: derived from PUBLIC_URL. */
  webhookUrl: string;
  /** Hashes payers' numbers for the per-number prompt limit (payments/payer-number.ts); from the shared secret, so every instance counts a number alike. */
  payerNumberKey: string;
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
    };
  }
  const sandbox = createSandboxGateway({
    db,
    webhookKey: deriveKey(secret, "sandbox-payment-webhook"),
    behaviour: { mode: env.SANDBOX_PAYMENTS, delayMs: env.SANDBOX_DELAY_MS, webhook: env.SANDBOX_WEBHOOK },
  });
  return { gateway: sandbox, sandbox, webhookUrl, payerNumberKey };
}
