import pino from "pino";

/** JSON logs (DESIGN.md). The level comes from LOG_LEVEL; tests and benchmarks turn it down. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
});
