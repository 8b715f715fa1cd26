import { ATTEMPT_RULES } from "~/lib/accounts/attempt-limits";
import type { PaymentStatus } from "~/lib/payments/payments";
import { isAppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { GatewayError, type PaymentGateway } from "../../payments/gateway";
import { takeAttempt } from "../accounts/limits/take-attempt";
import { findOwnPayment } from "./find-own-payment";
import { settlePayment } from "./settle-payment";

/**
 * A pending payment's page following it by itself: asks the gateway, as "Check status" does, so a
 * decline (which gateways never push, docs/payments.md) shows within seconds of the payer's answer
 * instead of at the next reconciliation run. Only the payer may ask; for anyone else the payment
 * does not exist. It never refuses: past its own limit, or with a gateway that cannot be asked, it
 * answers the payment's stored status, which webhooks and reconciliation keep moving. The move
 * itself is settlePayment's (apply-gateway-status.ts), so it happens once however often pages ask.
 */
export async function followPaymentStatus(
  db: Database,
  gateway: PaymentGateway,
  userId: string,
  paymentId: string,
): Promise<PaymentStatus> {
  const payment = await findOwnPayment(db, userId, paymentId);
  const stored = payment.status;
  // Only a pending payment is the page's to follow; a cancelled one's late checks are reconciliation's.
  if (stored !== "pending" || payment.gateway !== gateway.name) return stored;
  try {
    await takeAttempt(db, ATTEMPT_RULES.statusFollowsPerAccount, userId);
  } catch (error) {
    if (isAppError(error) && error.code === "rate_limited") return stored;
    throw error;
  }
  try {
    return (await settlePayment(db, gateway, payment.orderId)) ?? stored;
  } catch (error) {
    if (error instanceof GatewayError) return stored;
    throw error;
  }
}
