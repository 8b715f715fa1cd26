import { uuid } from "drizzle-orm/pg-core";
import { shops } from "./shops";

/** The owning shop of promotions, events and services; they go with the shop. */
export const shopId = () =>
  uuid("shop_id")
    .notNull()
    .references(() => shops.id, { onDelete: "cascade" });
