import { and, eq } from "drizzle-orm";
import type { PaymentStatus } from "~/lib/payments/payments";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";

/** The payer's own payment, as the status checks need it; for anyone else it does not exist. */
export async function findOwnPayment(
  db: Database,
  userId: string,
  paymentId: string,
): Promise<{ orderId: string; status: PaymentStatus; gateway: string }> {
  if (!isUuid(paymentId)) throw new AppError("not_found", "payment_not_found");
  const [payment] = await db
    .select({ orderId: payments.orderId, status: payments.paymentStatus, gateway: payments.gateway })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!payment) throw new AppError("not_found", "payment_not_found");
  return { ...payment, status: payment.status as PaymentStatus };
}
