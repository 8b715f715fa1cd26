import type { AnyColumn, SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";

/**
 * A stored number in the form `normalizeWhatsappNumber` (app/lib/whatsapp.ts) gives it, in SQL,
 * so two accounts' numbers typed differently ("0754 123 456", "+255754123456") compare equal in
 * a query. Null for a number with no digits. normalized-number.test.ts holds the two alike.
 */
export function normalizedNumberOf(column: AnyColumn | SQL): SQL<string | null> {
  const digits = sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
  return sql<string | null>`(case
    when ${digits} = '' then null
    when ${digits} like '255%' then ${digits}
    when ${digits} like '0%' then '255' || substr(${digits}, 2)
    when length(${digits}) = 9 and ${digits} ~ '^[67]' then '255' || ${digits}
    else ${digits} end)`;
}
