import { eq } from "drizzle-orm";
import type { Locale } from "~/lib/shared/i18n/locales";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/** Keeps the acting user's chosen language, in which their e-mails, pushes and receipts go out; the id comes from the session only. */
export async function saveLanguage(db: Database, actor: { id: string }, locale: Locale): Promise<void> {
  await db.update(users).set({ language: locale }).where(eq(users.id, actor.id));
}
