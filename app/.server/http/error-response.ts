import { data } from "react-router";
import { isAppError } from "~/lib/app-error";
import { describeError } from "~/lib/error-text";

export interface ErrorPayload {
  code: string;
  title: string;
  message: string;
}

/**
 * Turns an AppError into a response with its status (404 for not found, ...) that the route's
 * ErrorBoundary shows with its texts. Anything else is a bug and propagates as a 500.
 */
export function rethrowAsResponse(error: unknown): never {
  if (isAppError(error)) {
    const text = describeError(error);
    throw data<ErrorPayload>({ code: error.code, title: text.title, message: text.description }, { status: error.status });
  }
  throw error;
}

/** Runs a domain call, answering AppErrors with their status. */
export async function orRespond<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    rethrowAsResponse(error);
  }
}
