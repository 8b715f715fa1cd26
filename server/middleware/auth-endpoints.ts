import type { NextFunction, Request, Response } from "express";
import { checkAuthRedirectQuery } from "~/.server/auth/auth-redirect-params";
import type { ServerContext } from "~/.server/runtime/context";
import { sendFetchResponse, toFetchRequest } from "../fetch-bridge";
import { bodyLimitOf } from "./find-body-limit";

/**
 * The auth library's endpoints that browsers open themselves: the reset link in our e-mails and
 * the public keys. (The confirmation link opens our own page: verification never signs in.)
 */
export function isPublicAuthEndpoint(method: string, pathname: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return pathname === "/api/auth/jwks" || /^\/api\/auth\/reset-password\/[^/]+$/.test(pathname);
}

/** The auth library's handler for its public endpoints (isPublicAuthEndpoint); every other one is a 404. */
export function authEndpoints(context: ServerContext, siteOrigin: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isPublicAuthEndpoint(req.method, req.path)) return void res.status(404).type("text/plain").send("Not found");
    try {
      const request = toFetchRequest(req, res, { siteOrigin, bodyLimit: bodyLimitOf(res) });
      // The library's own check lets `/.//evil.example` through: ours decides every redirect parameter.
      await sendFetchResponse(
        res,
        await context.auth.handler(
          new Request(checkAuthRedirectQuery(new URL(request.url), context.env.publicUrl), request),
        ),
      );
    } catch (error) {
      next(error);
    }
  };
}
