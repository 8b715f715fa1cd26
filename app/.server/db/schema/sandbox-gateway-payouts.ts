import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { PAYOUT_GATEWAY_STATES } from "~/lib/payments/payouts";
import { createdAt, tzs } from "./columns";
import { sqlLiterals } from "./sql-literals";

/**
 * The sandbox gateway's payouts (payments/sandbox-payouts.ts): what a real gateway would keep of
 * the money it sent. The development phone shows each as "received" and answers it (paid, failed,
 * or left in process), status look-ups read it, and a payout sent again under the same id finds
 * it here, so it never pays twice. Never read by the payments domain, which only asks the gateway.
 */
export const sandboxGatewayPayouts = pgTable(
  "sandbox_gateway_payouts",
  {
    payoutId: text("payout_id").primaryKey(),
    msisdn: text("msisdn").notNull(),
    amount: tzs("amount").notNull(),
    fee: tzs("fee").notNull(),
    status: text("status").notNull().default("in_process"),
    reference: text("reference").notNull(),
    /** The name the sandbox's "SIM registry" gave the number when it was paid. */
    registeredName: text("registered_name"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check("sandbox_gateway_payouts_status_valid", sql`${t.status} in (${sqlLiterals(PAYOUT_GATEWAY_STATES)})`)],
);
