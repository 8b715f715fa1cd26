import { eq } from "drizzle-orm";
import type { PaymentStatus } from "~/lib/payment-text";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import type { PaymentGateway } from "../../payments/gateway";
import { applyGatewayStatus } from "./apply-gateway-status";

/** Payments whose outcome can still change: pending ones, and ones we cancelled that may yet turn out paid. */
export function isOpen(status: string): boolean {
  return status === "pending" || status === "cancelled";
}

/**
 * Asks the gateway what became of an order and acts on the answer (apply-gateway-status.ts).
 * This is the only way a mobile-money payment completes: a webhook or a poll only makes us ask.
 * Returns the payment's status afterwards; null for an order we do not have at this gateway.
 * A gateway that cannot be asked throws GatewayError("unavailable"); nothing changes then.
 */
export async function settlePayment(db: Database, gateway: PaymentGateway, orderId: string): Promise<PaymentStatus | null> {
  const [payment] = await db.select({ id: payments.id, status: payments.paymentStatus, gateway: payments.gateway }).from(payments).where(eq(payments.orderId, orderId));
  if (!payment || payment.gateway !== gateway.name) return null;
  if (!isOpen(payment.status)) return payment.status as PaymentStatus;
  const status = await gateway.status(orderId);
  if (!status) return payment.status as PaymentStatus;
  return applyGatewayStatus(db, payment.id, status);
}
