import { eq } from "drizzle-orm";
import type { PaymentStatus } from "~/lib/payments/payments";
import { toCents } from "~/lib/shared/money";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import type { GatewayOrderStatus } from "../../payments/gateway";
import { logger } from "../../runtime/logger";
import { notifyPaymentResult } from "../notifications/notify";
import { applyPaymentEffects } from "./apply-payment-effects";

/** The gateway's amount ("1000", 1000.0) is ours ("1000.00") to the cent; anything unreadable is not. */
function sameAmount(gatewayAmount: string | null, ours: string): boolean {
  if (gatewayAmount === null) return false;
  const text = gatewayAmount.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return false;
  const [whole, fraction = ""] = text.split(".");
  if (/[1-9]/.test(fraction.slice(2))) return false;
  return toCents(`${whole}.${fraction.slice(0, 2)}`) === toCents(ours);
}

/**
 * Acts on what the gateway said of one payment, exactly once. The payment's row is locked, its
 * status read again under the lock, and only a move the state machine allows is made, together
 * with its effect, in this one transaction. So any number of webhooks, polls and reconciliation
 * runs, at once or late, complete a payment and credit its money once:
 * - COMPLETED moves pending to completed; cancelled (we gave up waiting) to completed with the
 *   money as a refund to the wallet and the payment flagged for review. It acts only when the
 *   gateway's amount is ours; otherwise nothing moves and the payment is flagged.
 * - FAILED moves pending to failed. After completed it changes nothing; after cancelled it only
 *   stops the late checks.
 * - PENDING changes nothing.
 */
export async function applyGatewayStatus(
  db: Database,
  paymentId: string,
  status: GatewayOrderStatus,
): Promise<PaymentStatus | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!payment || status.orderId !== payment.orderId) return null;
    const current = payment.paymentStatus as PaymentStatus;
    if (status.state === "completed") {
      if (current === "completed") return current;
      if (current === "failed") {
        // The gateway said it failed and now says it was paid: a person must look, and no
        // money moves on the word of a gateway that changed its mind.
        logger.error({ paymentId }, "gateway reports completed for a payment it had failed");
        await tx
          .update(payments)
          .set({ needsReview: true, reviewReason: "paid_after_failure", updatedAt: new Date() })
          .where(eq(payments.id, paymentId));
        return current;
      }
      if (!sameAmount(status.amount, payment.amount)) {
        logger.error(
          { paymentId, gatewayAmount: status.amount, amount: payment.amount },
          "gateway amount differs from the payment's: not credited",
        );
        await tx
          .update(payments)
          .set({ needsReview: true, reviewReason: "amount_mismatch", updatedAt: new Date() })
          .where(eq(payments.id, paymentId));
        return current;
      }
      const late = current === "cancelled";
      const now = new Date();
      await tx
        .update(payments)
        .set({
          paymentStatus: "completed",
          completedAt: now,
          transactionId: status.transactionId ?? payment.transactionId,
          gatewayReference: status.reference ?? payment.gatewayReference,
          nextCheckAt: null,
          ...(late ? { needsReview: true, reviewReason: "paid_after_cancel" } : {}),
          updatedAt: now,
        })
        .where(eq(payments.id, paymentId));
      const effect = await applyPaymentEffects(tx, payment, { late });
      await notifyPaymentResult(tx, payment, effect === "applied" ? "completed" : "refunded");
      return "completed";
    }
    if (status.state === "failed") {
      if (current === "pending") {
        await tx
          .update(payments)
          .set({ paymentStatus: "failed", nextCheckAt: null, updatedAt: new Date() })
          .where(eq(payments.id, paymentId));
        await notifyPaymentResult(tx, payment, "failed");
        return "failed";
      }
      if (current === "cancelled")
        await tx.update(payments).set({ nextCheckAt: null }).where(eq(payments.id, paymentId));
      return current;
    }
    return current;
  });
}
