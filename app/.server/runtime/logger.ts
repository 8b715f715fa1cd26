import pino from "pino";
import { redactSecrets, scrubText, serializeError } from "./log-redaction";

/**
 * JSON logs (DESIGN.md), one logger for the app and the auth library alike. Starts at "info";
 * startServer sets the validated LOG_LEVEL, so a bad value is reported by the env check in one
 * line instead of pino throwing at import. No line carries a password, token, key or cookie:
 * fields with such names are censored, and an error's text loses the query parameters and key
 * values a database error quotes (log-redaction.ts, docs/security.md).
 */
export function createLogger(destination?: pino.DestinationStream): pino.Logger {
  return pino(
    {
      level: "info",
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError, error: serializeError },
      formatters: { log: (object) => redactSecrets(object) as Record<string, unknown> },
      // Messages too: a library may put a failed query, parameters and all, in its message.
      hooks: {
        logMethod(args, method) {
          // Format arguments (`%j`, `%o`) too; the first, the line's object, goes through `formatters.log`.
          const scrubbed = args.map((arg, index) => (typeof arg === "string" ? scrubText(arg) : index > 0 ? redactSecrets(arg, 1) : arg));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

export const logger = createLogger();
