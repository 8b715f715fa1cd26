import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

/**
 * Mail the app has sent while no SMTP server is configured (the development outbox). Read at
 * /dev/outbox, newest first, so sign-up confirmation works out of the box.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra headers the mail carried (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_emails_created_at_idx").on(t.createdAt.desc().nullsFirst())],
);
