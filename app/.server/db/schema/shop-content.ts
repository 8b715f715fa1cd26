import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tzs } from "./columns";
import { shops } from "./shops";

const shopId = () =>
  uuid("shop_id")
    .notNull()
    .references(() => shops.id, { onDelete: "cascade" });

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
    index("promotions_shop_id_idx").on(t.shopId, t.createdAt.desc()),
    check("promotions_type_valid", sql`${t.type} in ('promotion', 'event', 'service')`),
    check("promotions_dates_ordered", sql`${t.endDate} >= ${t.startDate}`),
    check("promotions_title_not_blank", sql`length(btrim(${t.title})) > 0`),
  ],
);

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
    index("shop_services_shop_id_idx").on(t.shopId, t.createdAt.desc()),
    check("shop_services_price_nonnegative", sql`${t.price} >= 0`),
    check("shop_services_duration_positive", sql`${t.durationMinutes} is null or ${t.durationMinutes} >= 1`),
    check("shop_services_name_not_blank", sql`length(btrim(${t.name})) > 0`),
  ],
);
