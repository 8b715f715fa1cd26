import { sql } from "drizzle-orm";
import { bigint, bigserial, check, customType, index, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { messages } from "./conversations";
import { notifications } from "./notifications";
import { users } from "./users";

/** A transaction id (PostgreSQL's xid8), compared only inside the database. */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/**
 * Each user's event counter. When a transaction that wrote events for users commits, a deferred
 * trigger (migration 0013) locks their counters in user order and numbers the events, so a
 * user's events commit in number order and a live stream resuming "after n" misses none and
 * repeats none; taking the counters only at commit, all at once and in one order, cannot deadlock.
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
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The user's event number, given at commit; null only inside the writing transaction. */
    seq: bigint("seq", { mode: "number" }),
    /** The writing transaction, so its commit numbers its own events and no one else's. */
    xid: xid8("xid").notNull().default(sql`pg_current_xact_id()`),
    notificationId: uuid("notification_id").references(() => notifications.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("live_events_user_seq_key").on(t.userId, t.seq),
    index("live_events_unnumbered_idx").on(t.xid).where(sql`${t.seq} is null`),
    index("live_events_created_at_idx").on(t.createdAt),
    index("live_events_notification_id_idx").on(t.notificationId),
    index("live_events_message_id_idx").on(t.messageId),
    check("live_events_about_one_thing", sql`num_nonnulls(${t.notificationId}, ${t.messageId}) = 1`),
  ],
);
