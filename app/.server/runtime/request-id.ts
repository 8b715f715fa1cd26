import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** The header a request's id travels in: set by a proxy in front (nginx's `$request_id`), echoed in every answer. */
export const REQUEST_ID_HEADER = "x-request-id";

/** What a proxy's id may look like: nothing a log line or a header could be bent by. */
const WELL_FORMED = /^[A-Za-z0-9._-]{8,64}$/;

const current = new AsyncLocalStorage<string>();

/** The id of the request this code runs for, or undefined outside one (a job, the start). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/**
 * The request's id: the one the proxy in front gave it when the proxy is trusted and the id is
 * well formed (so its log lines and ours can be matched), else a new one.
 */
export function requestIdFor(incoming: string | string[] | undefined, trustProxy: boolean): string {
  const given = Array.isArray(incoming) ? incoming[0] : incoming;
  return trustProxy && given && WELL_FORMED.test(given) ? given : randomUUID();
}

/** Runs `fn`, and everything it starts, as part of the request `id`: every log line they write carries it. */
export function runWithRequestId<T>(id: string, fn: () => T): T {
  return current.run(id, fn);
}
