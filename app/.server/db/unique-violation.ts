import { causesOf } from "./error-causes";

/**
 * Whether a query failed on a unique index or constraint (SQLSTATE 23505), by its name. Drizzle
 * wraps the driver's error; PostgreSQL and PGlite both put the code and the constraint on it.
 */
export function isUniqueViolation(error: unknown, name: string): boolean {
  for (const e of causesOf(error)) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505" && constraint === name) return true;
  }
  return false;
}
