import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tzs } from "./columns";
import { listings } from "./listings";
import { payments } from "./payments";
import { shops } from "./shops";
import { users } from "./users";

/**
 * The wallet is a ledger (docs/payments.md): append-only entries whose sum is the balance. Every
 * entry points at the payment that caused it, and a payment causes each kind of entry at most
 * once, which the unique index makes a fact of the database, not a hope of the code. Triggers
 * (migration 0009) refuse updates and deletes made directly and any entry that would take the
 * balance below zero.
 */
export const walletEntries = pgTable(
  "wallet_entries",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Signed TZS: money in is positive, money spent negative. */
    amount: tzs("amount").notNull(),
    kind: text("kind").notNull(),
    paymentId: uuid("payment_id")
      .notNull()
      // No action: a payment with ledger entries cannot be deleted by itself (only with its account,
      // whose deletion removes both in one statement).
      .references(() => payments.id, { onDelete: "no action" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("wallet_entries_user_id_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    uniqueIndex("wallet_entries_payment_kind_key").on(t.paymentId, t.kind),
    // Deleting a listing or shop sets these to null: without an index that would scan the ledger.
    index("wallet_entries_listing_id_idx").on(t.listingId).where(sql`${t.listingId} is not null`),
    index("wallet_entries_shop_id_idx").on(t.shopId).where(sql`${t.shopId} is not null`),
    check("wallet_entries_kind_valid", sql`${t.kind} in ('top_up', 'refund', 'fee_paid', 'subscription')`),
    check(
      "wallet_entries_sign",
      sql`(${t.kind} in ('top_up', 'refund') and ${t.amount} > 0) or (${t.kind} in ('fee_paid', 'subscription') and ${t.amount} < 0)`,
    ),
  ],
);
