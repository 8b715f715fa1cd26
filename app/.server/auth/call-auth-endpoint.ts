import type { ServerContext } from "~/.server/runtime/context";
import type { ErrorValues } from "~/lib/shared/app-error";
import { checkAuthRedirectBody, checkAuthRedirectQuery } from "./auth-redirect-params";
import { CLIENT_IP_HEADER } from "./create-auth";

export interface AuthEndpointResult<T> {
  ok: boolean;
  status: number;
  /** The JSON answer; on failure `{ code, message }`. */
  body: T & { code?: string; message?: string };
  /** Set-Cookie headers to pass on to the browser (session cookies). */
  headers: Headers;
}

/**
 * Calls an endpoint of the auth library the way a browser would, through its HTTP handler, so
 * its own checks apply. The browser's Origin is passed on as it came (the server has already
 * refused foreign ones), never replaced by the site's own, so the library judges the real caller.
 * Redirect parameters, in the path's query or the body, pass our same-origin check first.
 */
export async function callAuthEndpoint<T = Record<string, unknown>>(
  context: Pick<ServerContext, "auth" | "env">,
  request: Request,
  path: string,
  body?: unknown,
): Promise<AuthEndpointResult<T>> {
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of ["origin", "referer", "cookie", "user-agent", CLIENT_IP_HEADER]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await context.auth.handler(
    new Request(checkAuthRedirectQuery(new URL(`${context.env.publicUrl}/api/auth${path}`), context.env.publicUrl), {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(checkAuthRedirectBody(body, context.env.publicUrl)),
    }),
  );
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { message: text };
  }
  const passOn = new Headers();
  for (const cookie of response.headers.getSetCookie()) passOn.append("Set-Cookie", cookie);
  return {
    ok: response.ok,
    status: response.status,
    body: (parsed ?? {}) as AuthEndpointResult<T>["body"],
    headers: passOn,
  };
}

/** A refusal's message from the library, as an AppError's values: the error text decides whether to show it. */
export function authMessage(message: string | undefined): ErrorValues {
  return message ? { message } : {};
}
