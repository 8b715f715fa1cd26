/**
 * Whether a query failed on a unique index or constraint (SQLSTATE 23505), by its name. Drizzle
 * wraps the driver's error; PostgreSQL and PGlite both put the code and the constraint on it.
 */
export function isUniqueViolation(error: unknown, name: string): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505" && constraint === name) return true;
  }
  return false;
}
