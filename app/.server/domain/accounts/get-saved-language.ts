import { eq } from "drizzle-orm";
import { isLocale, type Locale } from "~/lib/shared/i18n/locales";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/**
 * The language an account chose, for words sent to it from someone else's request (a reset link
 * asked for by whoever typed the address); undefined when it never chose, so the request's own
 * language is used.
 */
export async function getSavedLanguage(db: Database, userId: string): Promise<Locale | undefined> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return isLocale(row?.language) ? row.language : undefined;
}
