import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { shops } from "./shops";
import { users } from "./users";

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Free text (older rows); rows the app writes carry a `kind` instead, and the page words it. */
    title: text("title"),
    message: text("message"),
    /** What happened, as a code the page turns into words in the reader's language. */
    kind: text("kind"),
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "cascade" }),
    /** The subscription period a shop notification is about: one of each kind per shop and period. */
    periodEnd: timestamp("period_end", { withTimezone: true }),
    type: text("type").notNull().default("system"),
    /** Where the notification leads when opened (a path inside the app). */
    link: text("link"),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_at_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("notifications_user_unread_idx").on(t.userId).where(sql`not ${t.isRead}`),
    uniqueIndex("notifications_shop_kind_period_key").on(t.shopId, t.kind, t.periodEnd).where(sql`${t.kind} is not null`),
    check("notifications_kind_valid", sql`${t.kind} is null or ${t.kind} in ('subscription_expiring', 'subscription_expired', 'subscription_renewed')`),
    check("notifications_kind_names_period", sql`${t.kind} is null or (${t.shopId} is not null and ${t.periodEnd} is not null)`),
    check("notifications_has_words", sql`${t.kind} is not null or (${t.title} is not null and ${t.message} is not null)`),
    check("notifications_type_valid", sql`${t.type} in ('message', 'favorite', 'purchase', 'system')`),
  ],
);
