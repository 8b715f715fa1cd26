import { ATTEMPT_RULES } from "~/lib/accounts/attempt-limits";
import type { PaymentStatus } from "~/lib/payments/payments";
import type { Database } from "../../db/client";
import { GatewayError, type PaymentGateway } from "../../payments/gateway";
import { takeAttempt } from "../accounts/limits/take-attempt";
import { findOwnPayment } from "./find-own-payment";
import { isOpen, settlePayment } from "./settle-payment";

/**
 * The payer's "Check status": asks the gateway now rather than waiting for its webhook. Only the
 * payer may ask; for anyone else the payment does not exist. A gateway that cannot be asked just
 * leaves the payment as it is (it is then still pending).
 */
export async function checkPaymentStatus(
  db: Database,
  gateway: PaymentGateway,
  userId: string,
  paymentId: string,
): Promise<PaymentStatus> {
  const payment = await findOwnPayment(db, userId, paymentId);
  if (!isOpen(payment.status) || payment.gateway !== gateway.name) return payment.status;
  await takeAttempt(db, ATTEMPT_RULES.statusChecksPerAccount, userId);
  try {
    return (await settlePayment(db, gateway, payment.orderId)) ?? payment.status;
  } catch (error) {
    if (error instanceof GatewayError) return payment.status;
    throw error;
  }
}
