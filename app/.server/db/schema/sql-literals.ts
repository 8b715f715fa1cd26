import { type SQL, sql } from "drizzle-orm";

/**
 * A value from one of app/lib's lists as an SQL string literal, written into the statement's text
 * (not a parameter): CHECKs and partial indexes have no parameters, and the migrations compare
 * their text (drizzle/meta).
 */
export function sqlLiteral(value: string): SQL {
  return sql.raw(`'${value.replace(/'/g, "''")}'`);
}

/** `'a', 'b', 'c'`: a list for `in (…)`. */
export function sqlLiterals(values: readonly string[]): SQL {
  return sql.join(values.map(sqlLiteral), sql`, `);
}
