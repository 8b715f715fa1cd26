import pino from "pino";
import pretty from "pino-pretty";
import { redactSecrets, scrubText, serializeError } from "./log-redaction";
import { currentRequestId } from "./request-id";

/**
 * JSON logs (DESIGN.md), one logger for the app and the auth library alike. Starts at "info";
 * startServer sets the validated LOG_LEVEL, so a bad value is reported by the env check in one
 * line instead of pino throwing at import. No line carries a password, token, key or cookie:
 * fields with such names are censored, and an error's text loses the query parameters and key
 * values a database error quotes (log-redaction.ts, docs/security.md). A line written while
 * answering a request carries its id (`requestId`, request-id.ts), as the answer's X-Request-Id does.
 */
export function createLogger(destination?: pino.DestinationStream): pino.Logger {
  return pino(
    {
      level: "info",
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError, error: serializeError },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      formatters: { log: (object) => redactSecrets(object) as Record<string, unknown> },
      // Messages too: a library may put a failed query, parameters and all, in its message.
      hooks: {
        logMethod(args, method) {
          // Format arguments (`%j`, `%o`) too; the first, the line's object, goes through `formatters.log`.
          const scrubbed = args.map((arg, index) =>
            typeof arg === "string" ? scrubText(arg) : index > 0 ? redactSecrets(arg, 1) : arg,
          );
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/** Lines for a person on a terminal, JSON for everything else (a file, a log collector). */
export function defaultDestination(
  stdout: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): pino.DestinationStream | undefined {
  return stdout.isTTY
    ? pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", destination: stdout })
    : undefined;
}

export const logger = createLogger(defaultDestination());
