import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { ATTEMPT_RULES } from "~/lib/attempt-limits";
import type { PaymentStatus } from "~/lib/payments";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import { GatewayError, type PaymentGateway } from "../../payments/gateway";
import { takeAttempt } from "../limits/take-attempt";
import { isOpen, settlePayment } from "./settle-payment";

/**
 * The payer's "Check status": asks the gateway now rather than waiting for its webhook. Only the
 * payer may ask; for anyone else the payment does not exist. A gateway that cannot be asked just
 * leaves the payment as it is (it is then still pending).
 */
export async function checkPaymentStatus(db: Database, gateway: PaymentGateway, userId: string, paymentId: string): Promise<PaymentStatus> {
  if (!isUuid(paymentId)) throw new AppError("not_found", "payment_not_found");
  const [payment] = await db
    .select({ orderId: payments.orderId, status: payments.paymentStatus, gateway: payments.gateway })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!payment) throw new AppError("not_found", "payment_not_found");
  if (!isOpen(payment.status) || payment.gateway !== gateway.name) return payment.status as PaymentStatus;
  await takeAttempt(db, ATTEMPT_RULES.statusChecksPerAccount, userId);
  try {
    return (await settlePayment(db, gateway, payment.orderId)) ?? (payment.status as PaymentStatus);
  } catch (error) {
    if (error instanceof GatewayError) return payment.status as PaymentStatus;
    throw error;
  }
}
