import { type SQL, sql } from "drizzle-orm";
import { customType, numeric, timestamp, uuid } from "drizzle-orm/pg-core";

/** Shared column builders so every table spells ids, money and times the same way. */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** Money is whole-or-cent TZS; numeric avoids float rounding. Drizzle returns it as a string. */
export const tzs = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The words search looks in. The 'simple' configuration does no stemming, which suits a
 * marketplace written in both English and Kiswahili.
 */
export const searchDocument = (...columns: SQL[]) =>
  sql`to_tsvector('simple', ${sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  )})`;
