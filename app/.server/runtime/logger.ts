import pino from "pino";

/**
 * JSON logs (DESIGN.md). Starts at "info"; startServer sets the validated LOG_LEVEL, so a bad
 * value is reported by the env check in one line instead of pino throwing at import.
 */
export const logger = pino({
  level: "info",
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
});
