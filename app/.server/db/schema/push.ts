import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sessions } from "./auth";
import { createdAt, id } from "./columns";
import { notifications } from "./notifications";
import { users } from "./users";

/** A browser that agreed to receive a user's notifications by Web Push, with the keys to encrypt them for it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The push service's address for this browser: unique, a browser subscribes once. */
    /**
     * The sign-in it was made under: signing out (or being signed out) removes it, so a shared
     * phone never shows the next person the last one's notifications.
     */
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique("push_subscriptions_endpoint_key"),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("push_subscriptions_user_id_idx").on(t.userId),
    index("push_subscriptions_session_id_idx").on(t.sessionId),
  ],
);

/**
 * Notifications waiting to be pushed, written by a trigger with the notification (migration
 * 0014) when its user has a subscription. Any instance takes rows with SKIP LOCKED, so each is
 * pushed by one; a push service that fails for a while gets a few more tries.
 */
export const pushQueue = pgTable(
  "push_queue",
  {
    notificationId: uuid("notification_id")
      .primaryKey()
      .references(() => notifications.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    notBefore: timestamp("not_before", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("push_queue_not_before_idx").on(t.notBefore)],
);
