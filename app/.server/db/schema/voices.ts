import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One person, one voice (docs/security.md#one-person-one-voice): the account each confirmed phone
 * number (or, for reports only, a verified university address) speaks for. `subject` is a keyed
 * hash of the number ('phone:…') or a hash of the address ('mail:…'), never the value itself. The
 * voice stays with the first account that used it; when the number leaves that account
 * (`released_at`, written by a trigger on users), another account may take the voice over only
 * 90 days later, so moving a number between one's own accounts never makes a second voice.
 * No foreign key: a voice outlives a deleted account, or a deleted account would free its number.
 */
export const voices = pgTable(
  "voices",
  {
    subject: text("subject").primaryKey(),
    userId: uuid("user_id").notNull(),
    boundAt: timestamp("bound_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the number (or address) stopped being this account's; null while it holds it. */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** The account was deleted by an admin for abuse: what it said stops counting. */
    forfeitedAt: timestamp("forfeited_at", { withTimezone: true }),
  },
  (t) => [index("voices_user_id_idx").on(t.userId)],
);
