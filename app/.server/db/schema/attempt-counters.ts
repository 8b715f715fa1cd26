import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * How often something was tried lately: sign-ins per address, mails per e-mail address, failed
 * passwords per account (domain/accounts/limits/). One row per key, changed by single statements so two
 * app instances on one database count together. Stale rows are pruned.
 */
export const attemptCounters = pgTable(
  "attempt_counters",
  {
    /** `<rule>:<subject>`, e.g. `sign-in-address:198.51.100.4` or `sign-in-failures:asha@example.co.tz`. */
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** When the current window began (for failures: when the last one happened). */
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
    /** After too many failed passwords: no attempt is taken before this time. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("attempt_counters_window_started_at_idx").on(t.windowStartedAt)],
);
