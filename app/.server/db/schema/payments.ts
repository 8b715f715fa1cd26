import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tzs, updatedAt } from "./columns";
import { listings } from "./listings";
import { shops } from "./shops";
import { users } from "./users";

/**
 * One row per payment (docs/payments.md): a mobile-money order at a gateway, or a spend from the
 * wallet. The status moves pending -> completed | failed | cancelled and never back, except
 * cancelled -> completed when the gateway later proves the money was taken (then the amount goes
 * to the payer's wallet and the row is flagged for review).
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Our reference sent to the gateway; unique so a webhook can never match two payments. */
    orderId: text("order_id").notNull(),
    paymentType: text("payment_type").notNull(),
    paymentStatus: text("payment_status").notNull().default("pending"),
    paymentMethod: text("payment_method"),
    amount: tzs("amount").notNull(),
    transactionId: text("transaction_id"),
    buyerPhone: text("buyer_phone"),
    /** Who paid, as they filled in the form (for the receipt). */
    payerName: text("payer_name"),
    payerEmail: text("payer_email"),
    /** Where the money went: a gateway, or the wallet itself. */
    gateway: text("gateway").notNull().default("sandbox"),
    /** What the payment was for, named when it was made: the receipt still says it after the listing is gone. */
    itemName: text("item_name"),
    /** The gateway's own reference for the order. */
    gatewayReference: text("gateway_reference"),
    /** Set when a person should look at it: paid after we had cancelled it, or the gateway's amount differed. */
    needsReview: boolean("needs_review").notNull().default(false),
    reviewReason: text("review_reason"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When reconciliation next asks the gateway; null once nothing more can change. */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    checkAttempts: integer("check_attempts").notNull().default(0),
    /** The listing whose fee this pays (listing_fee). */
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_order_id_key").on(t.orderId),
    index("payments_user_created_at_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("payments_next_check_at_idx").on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
    index("payments_listing_id_idx").on(t.listingId),
    // One month of a shop at a time waits for the phone: a second would charge a second month.
    uniqueIndex("payments_one_pending_subscription_idx")
      .on(t.shopId)
      .where(sql`${t.paymentType} = 'shop_subscription' and ${t.paymentStatus} = 'pending'`),
    check("payments_amount_positive", sql`${t.amount} > 0`),
    check(
      "payments_type_valid",
      sql`${t.paymentType} in ('wallet_topup', 'listing_fee', 'shop_subscription', 'product_purchase', 'accommodation_booking')`,
    ),
    check("payments_status_valid", sql`${t.paymentStatus} in ('pending', 'completed', 'failed', 'cancelled')`),
    check("payments_gateway_valid", sql`${t.gateway} in ('sandbox', 'zenopay', 'wallet')`),
    check(
      "payments_review_reason_valid",
      sql`${t.reviewReason} is null or ${t.reviewReason} in ('paid_after_cancel', 'paid_after_failure', 'amount_mismatch')`,
    ),
    check("payments_completed_at_set", sql`(${t.paymentStatus} = 'completed') = (${t.completedAt} is not null)`),
    check(
      "payments_method_valid",
      sql`${t.paymentMethod} is null or ${t.paymentMethod} in ('mpesa', 'tigopesa', 'airtelmoney', 'halopesa', 'wallet')`,
    ),
  ],
);
