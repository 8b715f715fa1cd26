import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { listings } from "./listings";
import { users } from "./users";

/**
 * Each time a seller marked a listing sold or rented, optionally to a named student who had
 * written about it, and when it was put back up. Reviews (decision 0020) take a named buyer as proof of
 * a deal, and the seller's record counts these, so a deal outlives its listing (set null); a deal
 * is its seller's, and goes with the seller's account.
 */
export const listingDeals = pgTable(
  "listing_deals",
  {
    id: id(),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The student the seller named; null when not named, or when that account is gone. */
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    /** 'sold' (a product) or 'rented' (an accommodation): the status the listing moved to. */
    outcome: text("outcome").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the named buyer said "Yes, I bought this": only a confirmed deal lets them review (a sale needs both sides). */
    buyerConfirmedAt: timestamp("buyer_confirmed_at", { withTimezone: true }),
    /** When the seller put the listing back up (within 30 days, without a new fee). */
    reopenedAt: timestamp("reopened_at", { withTimezone: true }),
  },
  (t) => [
    index("listing_deals_listing_closed_at_idx").on(t.listingId, t.closedAt.desc()),
    index("listing_deals_seller_closed_at_idx").on(t.sellerId, t.closedAt.desc()),
    index("listing_deals_buyer_id_idx").on(t.buyerId),
    check("listing_deals_outcome_valid", sql`${t.outcome} in ('sold', 'rented')`),
    check("listing_deals_not_to_oneself", sql`${t.buyerId} is null or ${t.buyerId} <> ${t.sellerId}`),
  ],
);
