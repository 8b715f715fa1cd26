import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { notifications } from "./notifications";
import { users } from "./users";

/** The notice kinds a student can switch per channel (app/lib/toast-text/index.ts). */
const NOTICE_KINDS_SQL = sql`'unread_message', 'review', 'report_outcome', 'listing_expiring', 'shop_subscription'`;

/**
 * A student's switch for one notice kind. No row means the default: e-mail on, SMS off.
 */
export const noticePreferences = pgTable(
  "notice_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    email: boolean("email").notNull().default(true),
    sms: boolean("sms").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check("notice_preferences_kind_valid", sql`${t.kind} in (${NOTICE_KINDS_SQL})`),
  ],
);

/**
 * Which notification went out on which channel (or was skipped): the notice job's memory. The
 * primary key makes each notification go out at most once per channel, whatever runs at once.
 */
export const noticeDeliveries = pgTable(
  "notice_deliveries",
  {
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    /** 'sent' (alone or in a digest) or 'skipped' (switched off, no address, read in time). */
    outcome: text("outcome").notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.channel] }),
    check("notice_deliveries_channel_valid", sql`${t.channel} in ('email', 'sms')`),
    check("notice_deliveries_outcome_valid", sql`${t.outcome} in ('sent', 'skipped')`),
  ],
);

/**
 * When a student was last sent a notice of a kind on a channel: at most one e-mail per kind per
 * 6 hours; what comes in between waits and goes out together as a digest. The row is also the
 * lock two instances take before sending (SELECT … FOR UPDATE SKIP LOCKED).
 */
export const noticeWindows = pgTable(
  "notice_windows",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channel: text("channel").notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    index("notice_windows_last_sent_at_idx").on(t.lastSentAt),
    check("notice_windows_kind_valid", sql`${t.kind} in (${NOTICE_KINDS_SQL})`),
    check("notice_windows_channel_valid", sql`${t.channel} in ('email', 'sms')`),
  ],
);
