import { date, index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { listings } from "./listings";
import { users } from "./users";

/**
 * A listing's views by day (Tanzanian days), one row per listing per day it was viewed, raised in
 * the same statement that counts a view (domain/listings/record-listing-view.ts) and pruned after
 * a year: the seller's panel sums the last 7 and 30 days.
 */
export const listingViewDays = pgTable(
  "listing_view_days",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] }), index("listing_view_days_day_idx").on(t.day)],
);

/**
 * Each seller's response record over the last 90 days of conversations, recomputed by a job
 * (domain/sellers/compute-response-records.ts), never per request: in how many of them the seller
 * wrote back, and the median time from the buyer's first message to the seller's first reply.
 */
export const sellerResponseRecords = pgTable("seller_response_records", {
  sellerId: uuid("seller_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  conversations: integer("conversations").notNull(),
  replied: integer("replied").notNull(),
  /** Null while the seller has replied to none. */
  medianReplySeconds: integer("median_reply_seconds"),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});
