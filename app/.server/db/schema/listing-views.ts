import { sql } from "drizzle-orm";
import { date, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { listings } from "./listings";

/**
 * Who has viewed which listing today, so a detail page counts once per visitor per listing per
 * day; rows older than yesterday are pruned (they only guard today's count).
 */
export const listingViews = pgTable(
  "listing_views",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** `u:<user id>` for a signed-in viewer, `v:<cookie id>` for a visitor, `a:<keyed hash>` of a cookieless one's address. */
    viewerKey: text("viewer_key").notNull(),
    day: date("day").notNull().default(sql`current_date`),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.viewerKey, t.day] }), index("listing_views_day_idx").on(t.day)],
);
