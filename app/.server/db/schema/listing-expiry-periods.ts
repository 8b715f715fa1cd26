import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * How many days a listing of each kind stays up after it goes live or is renewed. The server
 * writes it at start from its settings (LISTING_DAYS_PRODUCT, LISTING_DAYS_ACCOMMODATION), and a
 * trigger on listings reads it (migration 0022), so every way a listing goes live dates its end.
 */
export const listingExpiryPeriods = pgTable(
  "listing_expiry_periods",
  {
    kind: text("kind").primaryKey(),
    days: integer("days").notNull(),
  },
  (t) => [check("listing_expiry_periods_days_range", sql`${t.days} between 1 and 365`)],
);
