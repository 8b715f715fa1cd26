/**
 * An error and the errors it wraps (`cause`), outermost first, each once: Drizzle wraps the
 * driver's error, and the auth library wraps Drizzle's, so what a query failed of is found inside.
 */
export function* causesOf(error: unknown): Generator<object> {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    yield e;
  }
}
