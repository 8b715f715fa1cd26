import type { ErrorReason } from "./error-text";

/**
 * The one error type domain code throws. It carries no display text: `code` decides the HTTP
 * status, `reason` names what went wrong and `values` fill in its text. The route edge turns the
 * reason into the spec's words with `describeError` (app/lib/error-text), so the words can be
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

export type ErrorValues = Readonly<Record<string, string | number>>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly reason: ErrorReason;
  readonly values: ErrorValues;
  /** @deprecated Legacy display text, until every throw site carries a reason. */
  readonly legacy?: { title: string; description: string };

  constructor(code: AppErrorCode, reason: ErrorReason, values?: ErrorValues);
  /** @deprecated Pass a reason and values instead. */
  constructor(code: AppErrorCode, title: string, message: string);
  constructor(code: AppErrorCode, reason: string, values: ErrorValues | string = {}) {
    super(reason);
    this.name = "AppError";
    this.code = code;
    if (typeof values === "string") {
      this.reason = "legacy" as ErrorReason;
      this.values = {};
      this.legacy = { title: reason, description: values };
      this.message = values;
    } else {
      this.reason = reason as ErrorReason;
      this.values = values;
    }
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** @deprecated Use describeError(error).title. */
  get title(): string {
    return this.legacy?.title ?? "Error";
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
