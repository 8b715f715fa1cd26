import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { listings, payments, shops } from "../../db/schema";
import { type PaymentView, paymentViewColumns } from "./payment-view";

/** One payment, for its payer only: to anyone else it does not exist. */
export async function getPayment(db: Database, userId: string, paymentId: string): Promise<PaymentView> {
  if (!isUuid(paymentId)) throw new AppError("not_found", "payment_not_found");
  const [payment] = await db
    .select(paymentViewColumns)
    .from(payments)
    .leftJoin(listings, eq(listings.id, payments.listingId))
    .leftJoin(shops, eq(shops.id, payments.shopId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!payment) throw new AppError("not_found", "payment_not_found");
  return payment;
}
