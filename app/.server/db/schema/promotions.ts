import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { shopId } from "./shop-id";

export const promotions = pgTable(
  "promotions",
  {
    id: id(),
    shopId: shopId(),
    title: text("title").notNull(),
    description: text("description"),
    type: text("type").notNull().default("promotion"),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    imageUrl: text("image_url"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("promotions_shop_id_idx").on(t.shopId, t.createdAt.desc().nullsFirst()),
    check("promotions_type_valid", sql`${t.type} in ('promotion', 'event', 'service')`),
    check("promotions_dates_ordered", sql`${t.endDate} >= ${t.startDate}`),
    check("promotions_title_not_blank", sql`length(btrim(${t.title})) > 0`),
  ],
);
