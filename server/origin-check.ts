import type { IncomingHttpHeaders } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { sendRefusal } from "./refusal";

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

/** Every state-changing request, pages and resource routes and the auth library's alike, comes from our pages. */
export function originCheck(siteOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || isSameSiteRequest(req.headers, siteOrigin)) return next();
    sendRefusal(req, res, "crossSite");
  };
}
