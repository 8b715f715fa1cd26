import type { NextFunction, Request, Response } from "express";

/**
 * The address a request names, as every part of the server reads it: the target's path and query
 * on the site's own origin (PUBLIC_URL), never on a host the client wrote. It never throws, so no
 * request target can make a 500 (docs/security.md): parsed against a base, "//", "//%00" or
 * "//%zz" read as an address on another host, and an invalid one at that ("Invalid URL").
 */
export function siteUrl(siteOrigin: string, target: string): URL {
  return new URL(`${siteOrigin}${pathOfTarget(target)}`);
}

/**
 * The path and query of a request target: origin-form ("/path?q", even "//x") as it is;
 * absolute-form ("http://host/path", sent to proxies) its path; anything else is "/".
 */
export function pathOfTarget(target: string): string {
  if (target.startsWith("/")) return target;
  try {
    const parsed = new URL(target);
    return parsed.pathname.startsWith("/") ? `${parsed.pathname}${parsed.search}` : "/";
  } catch {
    return "/";
  }
}

/**
 * A path starting with "//" is no page of the site: React Router reads "//" and "///" as the
 * home page, and in a link or a redirect such a path names another host ("//evil.example").
 * Answered 404 before anything else reads it.
 */
export function refuseDoubleSlashPaths(req: Request, res: Response, next: NextFunction) {
  if (!req.originalUrl.startsWith("//")) return next();
  res.status(404).type("text/plain").send("Not found");
}
