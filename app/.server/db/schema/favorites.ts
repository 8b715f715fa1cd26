import { sql } from "drizzle-orm";
import { check, index, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accommodations } from "./accommodations";
import { createdAt, id } from "./columns";
import { products } from "./products";
import { shops } from "./shops";
import { users } from "./users";

export const favorites = pgTable(
  "favorites",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "cascade" }),
    accommodationId: uuid("accommodation_id").references(() => accommodations.id, { onDelete: "cascade" }),
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("favorites_exactly_one_target", sql`num_nonnulls(${t.productId}, ${t.accommodationId}, ${t.shopId}) = 1`),
    uniqueIndex("favorites_user_product_key").on(t.userId, t.productId),
    uniqueIndex("favorites_user_accommodation_key").on(t.userId, t.accommodationId),
    uniqueIndex("favorites_user_shop_key").on(t.userId, t.shopId),
    index("favorites_user_created_at_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("favorites_product_id_idx").on(t.productId),
    index("favorites_accommodation_id_idx").on(t.accommodationId),
    index("favorites_shop_id_idx").on(t.shopId),
  ],
);
