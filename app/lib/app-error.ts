import type { ErrorReason } from "./error-text";
import type { ErrorValues } from "./error-values";

export type { ErrorValues };

/**
 * The one error type domain code throws. It carries no display text: `code` decides the HTTP
 * status, `reason` names what went wrong and `values` fill in its text. The route edge turns the
 * reason into words with `describeError` (app/lib/error-text), so the words can be
 * translated without touching the domain.
 */
export const ERROR_STATUS = {
  not_found: 404,
  unauthenticated: 401,
  forbidden: 403,
  invalid_input: 400,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly reason: ErrorReason;
  readonly values: ErrorValues;

  constructor(code: AppErrorCode, reason: ErrorReason, values: ErrorValues = {}) {
    // The message is for logs; what users read comes from describeError.
    super(reason);
    this.name = "AppError";
    this.code = code;
    this.reason = reason;
    this.values = values;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
