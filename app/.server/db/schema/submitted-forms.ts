import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Forms already acted on, so a form sent twice (a double tap, a retry on a slow link) acts once
 * and the second send gets the first's answer (app/.server/http/forms-and-actions/submit-once.ts). A row is claimed
 * before the action runs and holds its answer once it has one; stale rows are pruned.
 */
export const submittedForms = pgTable(
  "submitted_forms",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A hash of the page, the form's token and what it carried. */
    submissionKey: text("submission_key").notNull(),
    /** The action's answer as JSON text; null while the first send is still being acted on. */
    answer: text("answer"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.submissionKey] }),
    index("submitted_forms_claimed_at_idx").on(t.claimedAt),
  ],
);
