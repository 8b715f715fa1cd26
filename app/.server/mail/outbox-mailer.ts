import type { Database } from "../db/client";
import { outboxEmails } from "../db/schema";
import type { Mailer } from "./mailer";

/** Keeps mail in the database instead of sending it; /dev/outbox lists it. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(outboxEmails).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        headers: message.headers ?? {},
      });
    },
  };
}
