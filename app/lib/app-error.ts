/**
 * The one error type domain code throws. `code` decides the HTTP status; `title` and `message`
 * are the spec's toast texts, safe to show the user.
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
  readonly title: string;

  constructor(code: AppErrorCode, title: string, message: string) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.title = title;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
