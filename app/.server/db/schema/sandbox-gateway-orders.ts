import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, tzs } from "./columns";

/**
 * The sandbox gateway's own books (payments/sandbox-gateway.ts): what a real gateway would keep on
 * its side. Kept in the database so the development phone, status look-ups and webhooks agree
 * across restarts and app instances. Never read by the payments domain, which only asks the gateway.
 */
export const sandboxGatewayOrders = pgTable(
  "sandbox_gateway_orders",
  {
    orderId: text("order_id").primaryKey(),
    msisdn: text("msisdn").notNull(),
    amount: tzs("amount").notNull(),
    payerName: text("payer_name").notNull(),
    status: text("status").notNull().default("pending"),
    transactionId: text("transaction_id"),
    reference: text("reference").notNull(),
    webhookUrl: text("webhook_url").notNull(),
    /** Set when an environment switch decides the push by itself: 'completed' or 'failed' at decideAt. */
    autoOutcome: text("auto_outcome"),
    decideAt: timestamp("decide_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("sandbox_gateway_orders_status_valid", sql`${t.status} in ('pending', 'completed', 'failed')`),
    check(
      "sandbox_gateway_orders_outcome_valid",
      sql`${t.autoOutcome} is null or ${t.autoOutcome} in ('completed', 'failed')`,
    ),
  ],
);
