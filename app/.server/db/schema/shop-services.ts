import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, tzs } from "./columns";
import { shopId } from "./shop-id";

export const shopServices = pgTable(
  "shop_services",
  {
    id: id(),
    shopId: shopId(),
    name: text("name").notNull(),
    description: text("description"),
    category: text("category"),
    price: tzs("price").notNull(),
    durationMinutes: integer("duration_minutes"),
    imageUrl: text("image_url"),
    isAvailable: boolean("is_available").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("shop_services_shop_id_idx").on(t.shopId, t.createdAt.desc().nullsFirst()),
    check("shop_services_price_nonnegative", sql`${t.price} >= 0`),
    check("shop_services_duration_positive", sql`${t.durationMinutes} is null or ${t.durationMinutes} >= 1`),
    check("shop_services_name_not_blank", sql`length(btrim(${t.name})) > 0`),
  ],
);
