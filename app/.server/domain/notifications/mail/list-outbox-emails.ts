import { desc } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { outboxEmails } from "../../../db/schema";

/** The development outbox, newest first. */
export async function listOutboxEmails(db: Database, limit = 50) {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
}
