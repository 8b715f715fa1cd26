import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

/**
 * Text messages the sandbox SMS gateway "sent" (the default, no network): the development phone
 * (/dev/phone) shows them, newest first, so confirming a number works out of the box.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sms_outbox_created_at_idx").on(t.createdAt.desc().nullsFirst())],
);
