import pino from "pino";

const CENSORED = "[redacted]";

/** Field names whose values are secrets wherever they appear in a log object. */
const SECRET_KEY = /(pass(word|wd)?$|secret|token|cookie|authorization|api[_-]?key|private[_-]?key|backup[_-]?codes?|totp|^otp$|^code$)/i;

/**
 * Text that quotes values: a failed query's parameters (drizzle: "params: …"), a constraint's
 * key values (PostgreSQL: "Key (token)=(…)"), cookies and bearer tokens. The SQL itself is kept:
 * it holds placeholders, not values.
 */
export function scrubText(text: string): string {
  return text
    .replace(/params: [^\n]*/g, `params: ${CENSORED}`)
    .replace(/Key \(([^)]*)\)=\((?:[^()]|\([^)]*\))*\)/g, `Key ($1)=(${CENSORED})`)
    .replace(/((?:^|[\s;,"'])[\w.-]*(?:session_token|session_data|dont_remember|sign_up_browser)=)[^;\s"',]+/gi, `$1${CENSORED}`)
    .replace(/\bBearer\s+[\w.~+/-]+=*/gi, `Bearer ${CENSORED}`);
}

/** An error as pino writes it, without the values its text or fields quote, its causes alike. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return redactSecrets(error);
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (key === "params" || key === "parameters" || key === "values") continue;
    if (key === "cause") continue;
    if (SECRET_KEY.test(key) && key !== "code") out[key] = CENSORED;
    else if (typeof value === "string") out[key] = scrubText(value);
    else out[key] = redactSecrets(value, depth + 1);
  }
  // pino folds a cause's message into the text but drops its fields (an SQLSTATE, a key's detail).
  if (error.cause instanceof Error && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** An error's code (an SQLSTATE, our AppError codes, the library's) is no secret; a sign-in or backup code is. */
function isErrorCode(key: string, value: unknown): boolean {
  return key === "code" && typeof value === "string" && /^([a-z]+(_[a-z]+)*|[A-Z]+(_[A-Z]+)*|[0-9A-Z]{5})$/.test(value);
}

/** A log object with secret-named fields censored and quoted values scrubbed, however deep (errors go to serializeError). */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object" || depth > 6) return value;
  if (value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (value instanceof Date) return value;
  // A live object (a database client hung on an error carries its cancel key): its class name only.
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return `[${value.constructor?.name ?? "object"}]`;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && !isErrorCode(key, item) ? CENSORED : redactSecrets(item, depth + 1);
  }
  return out;
}

/**
 * A request's path as a log line may carry it: without the query (links carry tokens there:
 * /verify-email?token=, /reset-password?token=) and without the token the reset link holds in
 * its path.
 */
export function loggablePath(url: string): string {
  const path = url.split("?")[0] ?? "";
  return path.replace(/^(\/api\/auth\/reset-password\/)[^/]+/, `$1${CENSORED}`);
}
