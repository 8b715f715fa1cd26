import { eq } from "drizzle-orm";
import type { PaymentStatus } from "~/lib/payments/payments";
import { isUuid } from "~/lib/shared/uuid";
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
 * `recheckFailed` (webhooks) also asks about a payment the gateway had failed.
 * This is the only way a mobile-money payment completes: a webhook or a poll only makes us ask.
 * Returns the payment's status afterwards; null for an order we do not have at this gateway.
 * A gateway that cannot be asked throws GatewayError("unavailable"); nothing changes then.
 */
export async function settlePayment(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  options: { recheckFailed?: boolean } = {},
): Promise<PaymentStatus | null> {
  // Our order ids are UUIDs; anything else is no order of ours (and would not fit the column's index usefully).
  if (!isUuid(orderId)) return null;
  const [payment] = await db
    .select({ id: payments.id, status: payments.paymentStatus, gateway: payments.gateway })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  if (!payment || payment.gateway !== gateway.name) return null;
  // A webhook for a payment the gateway had failed is asked about too: if the gateway now says
  // it was paid, the payment is flagged for a person to look at (apply-gateway-status.ts).
  const recheck = options.recheckFailed === true && payment.status === "failed";
  if (!isOpen(payment.status) && !recheck) return payment.status as PaymentStatus;
  const status = await gateway.status(orderId);
  if (!status) return payment.status as PaymentStatus;
  return applyGatewayStatus(db, payment.id, status);
}
