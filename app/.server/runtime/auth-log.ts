import type pino from "pino";
import { logger as appLogger } from "./logger";

type AuthLogLevel = "debug" | "info" | "warn" | "error";

/**
 * The auth library's log lines, through our logger: JSON like every other line, redacted like
 * every other line (a failed session query quotes the session token), instead of the library's
 * own coloured console output. Its extra arguments are usually errors; each is logged as one.
 */
export function authLogHandler(target: pino.Logger = appLogger) {
  const log = target.child({ module: "auth" });
  return (level: AuthLogLevel, message: string, ...args: unknown[]) => {
    const error = args.find((arg) => arg instanceof Error);
    const details = args.filter((arg) => arg !== error);
    const fields: Record<string, unknown> = {};
    if (error) fields.err = error;
    if (details.length > 0) fields.details = details;
    log[level](fields, message);
  };
}
