import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { listings } from "./listings";
import { shops } from "./shops";
import { users } from "./users";

/**
 * Each time a signed-in student opened someone's WhatsApp contact: who, whose, about which listing
 * or shop, when. Daily limits count these, and reviews (decision 0019) use them as evidence of a deal,
 * so they outlive the listing (set null) but not the opener's account.
 */
export const contactOpenings = pgTable(
  "contact_openings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    openerId: uuid("opener_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "set null" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_openings_opener_opened_at_idx").on(t.openerId, t.openedAt),
    index("contact_openings_listing_opener_idx").on(t.listingId, t.openerId),
    index("contact_openings_owner_id_idx").on(t.ownerId),
    index("contact_openings_shop_id_idx").on(t.shopId),
    check("contact_openings_about_one", sql`num_nonnulls(${t.listingId}, ${t.shopId}) <= 1`),
  ],
);
