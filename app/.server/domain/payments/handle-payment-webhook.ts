import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { GatewayError, type PaymentGateway, type WebhookDelivery } from "../../payments/gateway";
import { logger } from "../../runtime/logger";
import { settlePayment } from "./settle-payment";

export type WebhookOutcome = "settled" | "unknown_order" | "deferred";

/**
 * A gateway's webhook. It proves nothing by itself: its key is checked in constant time, and then
 * the body is only a hint of which order to look at. What happened to the order is asked of the
 * gateway (settle-payment.ts), and the amount and order compared, before anything is credited.
 * A gateway that cannot be asked right now defers the work to reconciliation.
 */
export async function handlePaymentWebhook(
  db: Database,
  gateway: PaymentGateway,
  delivery: WebhookDelivery,
): Promise<WebhookOutcome> {
  const verified = gateway.verifyWebhook(delivery);
  if (!verified) throw new AppError("unauthenticated", "webhook_refused");
  try {
    const status = await settlePayment(db, gateway, verified.orderId, { recheckFailed: true });
    return status === null ? "unknown_order" : "settled";
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    logger.warn(
      { err: error, orderId: verified.orderId },
      "webhook received but the gateway could not be asked; reconciliation will",
    );
    return "deferred";
  }
}
