import { desc } from "drizzle-orm";
import type { Database } from "../db/client";
import { smsOutbox } from "../db/schema";

/** The sandbox's text messages, newest first, for the development phone (/dev/phone). */
export function listSandboxTexts(db: Database, limit: number) {
  return db
    .select({ id: smsOutbox.id, to: smsOutbox.to, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
