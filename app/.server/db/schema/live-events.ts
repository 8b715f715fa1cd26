import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { messages } from "./conversations";
import { notifications } from "./notifications";
import { users } from "./users";

/**
 * Each user's event counter. Database triggers (migration 0013) take the next number under this
 * row's lock whenever a notification or message for the user is written, so a user's events commit
 * in number order and a live stream resuming "after n" misses none and repeats none.
 */
export const liveEventCounters = pgTable("live_event_counters", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastSeq: bigint("last_seq", { mode: "number" }).notNull().default(0),
  /** Events up to this number were pruned: a stream resuming from before it starts over. */
  prunedThrough: bigint("pruned_through", { mode: "number" }).notNull().default(0),
});

/** What a user's open tabs are told, in order: a new notification, or a message sent or received. */
export const liveEvents = pgTable(
  "live_events",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seq: bigint("seq", { mode: "number" }).notNull(),
    notificationId: uuid("notification_id").references(() => notifications.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "live_events_pkey", columns: [t.userId, t.seq] }),
    index("live_events_created_at_idx").on(t.createdAt),
    index("live_events_notification_id_idx").on(t.notificationId),
    index("live_events_message_id_idx").on(t.messageId),
    check("live_events_about_one_thing", sql`num_nonnulls(${t.notificationId}, ${t.messageId}) = 1`),
  ],
);
