import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  NOTICE_CHANNELS,
  NOTICE_KINDS,
  NOTICE_OUTCOMES,
  type NoticeChannel,
  type NoticeKind,
  type NoticeOutcome,
} from "../../../lib/notifications/notice-kinds";
import { notifications } from "./notifications";
import { sqlLiterals } from "./sql-literals";
import { users } from "./users";

/** The notice kinds a student can switch per channel (app/lib/notifications/notice-kinds.ts). */
const NOTICE_KINDS_SQL = sqlLiterals(NOTICE_KINDS);
const NOTICE_CHANNELS_SQL = sqlLiterals(NOTICE_CHANNELS);

/**
 * A student's switch for one notice kind. No row means the default: e-mail on, SMS off.
 */
export const noticePreferences = pgTable(
  "notice_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NoticeKind>().notNull(),
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
    channel: text("channel").$type<NoticeChannel>().notNull(),
    /** 'sent' (alone or in a digest) or 'skipped' (switched off, no address, read in time). */
    outcome: text("outcome").$type<NoticeOutcome>().notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.channel] }),
    check("notice_deliveries_channel_valid", sql`${t.channel} in (${NOTICE_CHANNELS_SQL})`),
    check("notice_deliveries_outcome_valid", sql`${t.outcome} in (${sqlLiterals(NOTICE_OUTCOMES)})`),
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
    kind: text("kind").$type<NoticeKind>().notNull(),
    channel: text("channel").$type<NoticeChannel>().notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    index("notice_windows_last_sent_at_idx").on(t.lastSentAt),
    check("notice_windows_kind_valid", sql`${t.kind} in (${NOTICE_KINDS_SQL})`),
    check("notice_windows_channel_valid", sql`${t.channel} in (${NOTICE_CHANNELS_SQL})`),
  ],
);
