import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * How many active listings of each kind every seller has, kept by a trigger on listings
 * (migration 0008) in the same transaction as the listing's change, so it is never off. The
 * home page's counts, the nearby sellers and the sellers directory read it instead of counting
 * the listings on every request.
 */
export const sellerListingCounts = pgTable(
  "seller_listing_counts",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    active: integer("active").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.kind] }),
    check("seller_listing_counts_active_check", sql`${t.active} >= 0`),
  ],
);
