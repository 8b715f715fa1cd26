import pino from "pino";

const CENSORED = "[redacted]";

/** Field names (letters only, lower case) whose values are secrets wherever they appear in a log object: by their ending, so `tokenCount` or `bypass` stay. */
const SECRET_NAME =
  /(password|passwd|secret|secretkey|token|tokens|cookie|cookies|authorization|apikey|privatekey|backupcode|backupcodes|otp|totpuri)$/;

function isSecretKey(key: string): boolean {
  const name = key.toLowerCase().replace(/[^a-z]/g, "");
  return name === "code" || SECRET_NAME.test(name);
}

/** Our cookies (prefixed `chuo.`, `__Secure-chuo.`), and the library's names under any prefix. */
const COOKIE_VALUE =
  /((?:^|[\s;,"'])(?:__Secure-|__Host-)?(?:chuo[._][\w.-]+|[\w.-]*(?:session_token|session_data|dont_remember|sign_up_browser|two_factor|trust_device|admin_session))=)[^;\s"',]+/gi;

/**
 * Text that quotes values: a failed query's parameters (drizzle: "params: …"), a constraint's
 * key values and a failing row (PostgreSQL: "Key (token)=(…)", "Failing row contains (…)"),
 * cookies, bearer tokens, tokens in addresses (`?token=`, the reset link's path: a CSP report
 * names the page it came from) and phone numbers. The SQL itself is kept: it holds placeholders, not values.
 */
export function scrubText(text: string): string {
  return (
    text
      .replace(/params: [^\n]*/g, `params: ${CENSORED}`)
      .replace(/Key \(([^)]*)\)=\((?:[^()]|\([^)]*\))*\)/g, `Key ($1)=(${CENSORED})`)
      .replace(/Failing row contains \([^\n]*\)/g, `Failing row contains (${CENSORED})`)
      .replace(COOKIE_VALUE, `$1${CENSORED}`)
      .replace(/\bBearer\s+[\w.~+/-]+=*/gi, `Bearer ${CENSORED}`)
      .replace(/([?&;](?:token|code|sig|signature|key|secret|password)=)[^&#\s"']+/gi, `$1${CENSORED}`)
      .replace(/(\/reset-password\/)[^/?#\s"']+/g, `$1${CENSORED}`)
      // A student's phone number is personal: in any of its written forms (255…, +255…, 0…).
      .replace(/(?<![\w.-])(?:\+?255|0)[67]\d{2}[\s-]?\d{3}[\s-]?\d{3}(?![\w.-])/g, "[phone]")
  );
}

/** An error as pino writes it, without the values its text or fields quote, its causes alike. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return redactSecrets(error);
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (key === "params" || key === "parameters" || key === "values") continue;
    if (key === "cause") continue;
    if (isSecretKey(key) && key !== "code") out[key] = CENSORED;
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

/**
 * A log object with secret-named fields censored and quoted values scrubbed, however deep; an
 * error inside it is written as serializeError writes one (its own fields would carry a failed
 * query's parameters). At the top, an error is left to pino's `err` handling.
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) return depth === 0 ? value : serializeError(value, depth);
  if (depth > 6) return "[deep]";
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (value instanceof Date) return value;
  // A live object (a database client hung on an error carries its cancel key): its class name only.
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null)
    return `[${value.constructor?.name ?? "object"}]`;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSecretKey(key) && !isErrorCode(key, item) ? CENSORED : redactSecrets(item, depth + 1);
  }
  return out;
}

/**
 * A request's path as a log line may carry it: without the query (links carry tokens there:
 * /verify-email?token=, /reset-password?token=) and without the token the reset link holds in
 * its path.
 */
export function loggablePath(url: string): string {
  // An absolute-form target (`GET http://host/path`, as sent to proxies) is logged by its path too.
  const path = (url.split("?")[0] ?? "").replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "");
  return path.replace(/^(\/api\/auth\/reset-password\/)[^/]+/, `$1${CENSORED}`);
}
