import { methodLabel, paymentPurposeLabel } from "~/lib/payments/payment-text";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import type { ReceiptData } from "../../payments/receipt-pdf";
import { getPayment } from "./get-payment";

const yearInTanzania = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Africa/Dar_es_Salaam" });

/** The receipt's number: the year it was paid (in Tanzania, as its date says) and the payment's id, which no one can guess. */
export function receiptNumber(paymentId: string, paidAt: Date): string {
  return `CM-${yearInTanzania.format(paidAt)}-${paymentId.replace(/-/g, "").slice(0, 10).toUpperCase()}`;
}

/** What the payer's receipt says; only a completed payment has one, and only its payer sees it. */
export async function getReceipt(db: Database, userId: string, paymentId: string): Promise<ReceiptData> {
  const payment = await getPayment(db, userId, paymentId);
  if (payment.status !== "completed" || !payment.completedAt) throw new AppError("not_found", "payment_not_found");
  return {
    receiptNumber: receiptNumber(payment.id, payment.completedAt),
    paidAt: payment.completedAt,
    payerName: payment.payerName ?? "",
    payerEmail: payment.payerEmail ?? "",
    payerPhone: payment.buyerPhone,
    itemName: payment.itemName ?? paymentPurposeLabel(payment.type),
    purpose: paymentPurposeLabel(payment.type),
    methodLabel: methodLabel(payment.method),
    amount: payment.amount,
    transactionId: payment.transactionId,
    orderId: payment.orderId,
  };
}
