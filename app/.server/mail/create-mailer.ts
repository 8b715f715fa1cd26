import type { Env } from "~/.server/runtime/env";
import type { Database } from "../db/client";
import type { Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** SMTP when SMTP_URL is set; otherwise the outbox in the database, read at /dev/outbox. */
export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">, db: Database): Mailer {
  return env.SMTP_URL ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }) : createOutboxMailer(db);
}
