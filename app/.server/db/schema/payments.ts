import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tzs, updatedAt } from "./columns";
import { listings } from "./listings";
import { shops } from "./shops";
import { users } from "./users";

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
    /** The listing whose fee this pays (listing_fee). */
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_order_id_key").on(t.orderId),
    index("payments_user_created_at_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    check("payments_amount_positive", sql`${t.amount} > 0`),
    check("payments_type_valid", sql`${t.paymentType} in ('wallet_topup', 'listing_fee', 'shop_subscription', 'product_purchase', 'accommodation_booking')`),
    check("payments_status_valid", sql`${t.paymentStatus} in ('pending', 'completed', 'failed', 'cancelled')`),
    check("payments_method_valid", sql`${t.paymentMethod} is null or ${t.paymentMethod} in ('mpesa', 'tigopesa', 'airtelmoney', 'halopesa', 'wallet')`),
  ],
);
