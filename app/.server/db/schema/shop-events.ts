import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, tzs } from "./columns";
import { shopId } from "./shop-id";

export const shopEvents = pgTable(
  "shop_events",
  {
    id: id(),
    shopId: shopId(),
    title: text("title").notNull(),
    description: text("description"),
    eventDate: timestamp("event_date", { withTimezone: true }).notNull(),
    location: text("location"),
    price: tzs("price"),
    maxParticipants: integer("max_participants"),
    currentParticipants: integer("current_participants").notNull().default(0),
    imageUrl: text("image_url"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("shop_events_shop_id_idx").on(t.shopId, t.eventDate),
    check("shop_events_price_nonnegative", sql`${t.price} is null or ${t.price} >= 0`),
    check("shop_events_max_positive", sql`${t.maxParticipants} is null or ${t.maxParticipants} >= 1`),
    check(
      "shop_events_participants_valid",
      sql`${t.currentParticipants} >= 0 and (${t.maxParticipants} is null or ${t.currentParticipants} <= ${t.maxParticipants})`,
    ),
    check("shop_events_title_not_blank", sql`length(btrim(${t.title})) > 0`),
  ],
);
