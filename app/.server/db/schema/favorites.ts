import { sql } from "drizzle-orm";
import { check, index, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { listings } from "./listings";
import { shops } from "./shops";
import { users } from "./users";

export const favorites = pgTable(
  "favorites",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("favorites_exactly_one_target", sql`num_nonnulls(${t.listingId}, ${t.shopId}) = 1`),
    uniqueIndex("favorites_user_listing_key").on(t.userId, t.listingId),
    index("favorites_listing_id_idx").on(t.listingId),
    uniqueIndex("favorites_user_shop_key").on(t.userId, t.shopId),
    index("favorites_user_created_at_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("favorites_shop_id_idx").on(t.shopId),
  ],
);
