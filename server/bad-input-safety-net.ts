import { data, type ServerBuild } from "react-router";
import { logger } from "~/.server/runtime/logger";
import { describeError } from "~/lib/error-text";
import { isAppError } from "~/lib/shared/app-error";
import type { ErrorPayload } from "~/lib/shared/error-payload";
import { m } from "~/paraglide/messages";

/**
 * The last safety net for bad input (docs/decisions/0004-bad-input-is-4xx.md). Every loader and
 * action of the build is wrapped once, here, so that:
 *
 * - an AppError that escapes a route becomes the response its code names (400, 404, ...), the
 *   same answer `orRespond` gives, instead of a 500;
 * - a PostgreSQL data exception (SQLSTATE class 22: a NUL byte, text that is not a uuid, a number
 *   out of range) is answered 400 with our error page. Input should have been refused at the
 *   edge, so this is logged as an error naming the route: a bug to fix, but the user's bad
 *   input, not a server failure. Every other error stays a 500.
 */

/** What such a request's error page says: worded when read, in the reader's language (the request's, decision 0015). */
export const BAD_INPUT_TEXT = {
  get title() {
    return m.errors_title_invalid_request();
  },
  get description() {
    return m.errors_bad_input();
  },
} as const;

/** The SQLSTATE of a database error, looking through the wrappers (DrizzleQueryError.cause). */
export function sqlStateOf(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith("22") ?? false;
}

type Handler = (args: { request: Request }) => unknown;

function guarded(routeId: string, handler: Handler): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (isAppError(error)) {
        const text = describeError(error);
        throw data<ErrorPayload>(
          { code: error.code, title: text.title, message: text.description },
          { status: error.status },
        );
      }
      if (isDataException(error)) {
        const url = new URL(args.request.url);
        logger.error(
          { err: error, sqlState: sqlStateOf(error), route: routeId, method: args.request.method, path: url.pathname },
          "bad input reached the database; answered 400",
        );
        throw data<ErrorPayload>(
          { code: "invalid_input", title: BAD_INPUT_TEXT.title, message: BAD_INPUT_TEXT.description },
          { status: 400 },
        );
      }
      throw error;
    }
  };
}

/** The build with every route's loader and action guarded. */
export function withBadInputSafetyNet(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module = { ...route.module };
    if (module.loader) module.loader = guarded(id, module.loader as Handler) as typeof module.loader;
    if (module.action) module.action = guarded(id, module.action as Handler) as typeof module.action;
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}

/** Wraps a build loader (production: the import; development: Vite's live build). */
export function guardBuild(load: () => Promise<ServerBuild>): () => Promise<ServerBuild> {
  const cache = new WeakMap<ServerBuild, ServerBuild>();
  return async () => {
    const build = await load();
    let guardedBuild = cache.get(build);
    if (!guardedBuild) {
      guardedBuild = withBadInputSafetyNet(build);
      cache.set(build, guardedBuild);
    }
    return guardedBuild;
  };
}
