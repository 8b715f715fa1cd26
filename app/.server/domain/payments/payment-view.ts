import { sql } from "drizzle-orm";
import { listings, payments, shops } from "../../db/schema";

/** A payment as its payer sees it (wallet history, payment result, receipt). */
export interface PaymentView {
  id: string;
  orderId: string;
  type: string;
  status: string;
  method: string | null;
  gateway: string;
  amount: string;
  transactionId: string | null;
  /** The item name: the listing's name, else the shop's, else what the payment was for (shown by the page). */
  itemName: string | null;
  listingId: string | null;
  listingKind: string | null;
  /** The listing's status now (a paid fee's listing is "active": live), null when there is no listing (any more). */
  listingStatus: string | null;
  /** The shop a subscription payment was for. */
  shopId: string | null;
  payerName: string | null;
  payerEmail: string | null;
  buyerPhone: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** The columns of a PaymentView; select from payments left-joined to listings and shops. */
export const paymentViewColumns = {
  id: payments.id,
  orderId: payments.orderId,
  type: payments.paymentType,
  status: payments.paymentStatus,
  method: payments.paymentMethod,
  gateway: payments.gateway,
  amount: payments.amount,
  transactionId: payments.transactionId,
  itemName: sql<string | null>`coalesce(${listings.title}, ${payments.itemName}, ${shops.name})`,
  listingId: payments.listingId,
  listingKind: listings.kind,
  listingStatus: listings.status,
  shopId: payments.shopId,
  payerName: payments.payerName,
  payerEmail: payments.payerEmail,
  buyerPhone: payments.buyerPhone,
  createdAt: payments.createdAt,
  completedAt: payments.completedAt,
};
