import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { WALLET_ENTRY_KINDS, walletEntryKindsGoing } from "~/lib/payments/wallet-entries";
import { createdAt, id, tzs } from "./columns";
import { listings } from "./listings";
import { payments } from "./payments";
import { payouts } from "./payouts";
import { shops } from "./shops";
import { sqlLiterals } from "./sql-literals";
import { users } from "./users";

/**
 * The wallet is a ledger (docs/payments.md): append-only entries whose sum is the balance. Every
 * entry points at the payment or the payout that caused it (exactly one), and each causes each
 * kind of entry at most once, which the unique indexes make a fact of the database, not a hope of
 * the code: a failed payout's money comes back once however often the gateway says so. Triggers
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
      // No action: a payment with ledger entries cannot be deleted by itself (only with its account,
      // whose deletion removes both in one statement).
      .references(() => payments.id, { onDelete: "no action" }),
    payoutId: uuid("payout_id").references(() => payouts.id, { onDelete: "no action" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("wallet_entries_user_id_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    uniqueIndex("wallet_entries_payment_kind_key").on(t.paymentId, t.kind),
    uniqueIndex("wallet_entries_payout_kind_key").on(t.payoutId, t.kind),
    // Deleting a listing or shop sets these to null: without an index that would scan the ledger.
    index("wallet_entries_listing_id_idx").on(t.listingId).where(sql`${t.listingId} is not null`),
    index("wallet_entries_shop_id_idx").on(t.shopId).where(sql`${t.shopId} is not null`),
    check("wallet_entries_kind_valid", sql`${t.kind} in (${sqlLiterals(WALLET_ENTRY_KINDS)})`),
    check(
      "wallet_entries_sign",
      sql`(${t.kind} in (${sqlLiterals(walletEntryKindsGoing("in"))}) and ${t.amount} > 0) or (${t.kind} in (${sqlLiterals(walletEntryKindsGoing("out"))}) and ${t.amount} < 0)`,
    ),
    check(
      "wallet_entries_one_cause",
      sql`(${t.paymentId} is null) <> (${t.payoutId} is null) and (${t.payoutId} is null) = (${t.kind} not in ('payout', 'payout_returned'))`,
    ),
  ],
);
