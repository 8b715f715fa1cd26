import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type").notNull().default("system"),
    /** Where the notification leads when opened (a path inside the app). */
    link: text("link"),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_at_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("notifications_user_unread_idx").on(t.userId).where(sql`not ${t.isRead}`),
    check("notifications_type_valid", sql`${t.type} in ('message', 'favorite', 'purchase', 'system')`),
  ],
);
