import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/** A student following a seller: the seller's new listings reach them (a notification, the dashboard strip). */
export const follows = pgTable(
  "follows",
  {
    followerId: uuid("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "follows_pkey", columns: [t.followerId, t.sellerId] }),
    index("follows_seller_id_idx").on(t.sellerId),
    check("follows_not_self", sql`${t.followerId} <> ${t.sellerId}`),
  ],
);
