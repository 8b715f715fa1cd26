import type { IncomingHttpHeaders } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { UNSUBSCRIBE_PATH } from "~/.server/domain/notifications/notices/unsubscribe-token";
import { sendRefusal } from "../refusal";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request was sent by one of our own pages. Browsers name the page's origin in `Origin`
 * on every POST; where a browser leaves it out, `Sec-Fetch-Site` or the `Referer` tells. A
 * request with none of them is refused: cookies ride along with cross-site forms, so "unknown"
 * has to mean "not ours".
 */
export function isSameSiteRequest(headers: IncomingHttpHeaders, siteOrigin: string): boolean {
  if (headers.origin !== undefined) return headers.origin === siteOrigin;
  const fetchSite = headers["sec-fetch-site"];
  if (fetchSite !== undefined) return fetchSite === "same-origin";
  if (!headers.referer) return false;
  try {
    return new URL(headers.referer).origin === siteOrigin;
  } catch {
    return false;
  }
}

const ONE_CLICK_BODY = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/**
 * The one exception (docs/security.md): RFC 8058's one-click unsubscribe. Mail providers POST
 * `List-Unsubscribe=One-Click` to the link in a notice e-mail's List-Unsubscribe header from their
 * own servers, with no Origin, Referer or cookies. Only that exact address passes: the unsubscribe
 * page itself (not its `.data` twin), with a `token` and nothing else in its query, and a form
 * body. The token is its whole authority (app/.server/domain/notifications/notices/unsubscribe-notices.ts): a
 * signed link that can only turn its own student's e-mails of one kind off.
 */
export function isOneClickUnsubscribe(method: string, originalUrl: string, contentType: string | undefined): boolean {
  if (method !== "POST" || !ONE_CLICK_BODY.test(contentType ?? "")) return false;
  let url: URL;
  try {
    url = new URL(originalUrl, "http://x");
  } catch {
    return false;
  }
  const names = [...url.searchParams.keys()];
  return (
    url.pathname === UNSUBSCRIBE_PATH &&
    names.length === 1 &&
    names[0] === "token" &&
    url.searchParams.get("token") !== ""
  );
}

/** Every state-changing request, pages and resource routes and the auth library's alike, comes from our pages. */
export function originCheck(siteOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || isSameSiteRequest(req.headers, siteOrigin)) return next();
    if (isOneClickUnsubscribe(req.method, req.originalUrl, req.headers["content-type"])) return next();
    sendRefusal(req, res, "crossSite");
  };
}
