import { sql } from "drizzle-orm";
import { isLocale, type Locale } from "~/lib/shared/i18n/locales";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/**
 * At sign-in (after the password was right): the language the account chose before wins, so the
 * choice follows the student to a new phone; an account that never chose keeps the one it signed
 * in with. Returns the account's language.
 */
export async function settleAccountLanguage(db: Database, email: string, pageLocale: Locale): Promise<Locale> {
  const [row] = await db
    .update(users)
    .set({ language: sql`coalesce(${users.language}, ${pageLocale})` })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning({ language: users.language });
  return isLocale(row?.language) ? row.language : pageLocale;
}
