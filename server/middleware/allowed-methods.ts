import type { NextFunction, Request, Response } from "express";

/** The methods the site answers: pages and their forms, nothing else (no PUT, DELETE, TRACE ...). */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

/**
 * Answers any other method with 405 and an Allow header before routing. Without this, TRACE and
 * CONNECT reached React Router, whose Request cannot carry them: a 500. OPTIONS is refused too:
 * the site is same-origin only, so no browser needs a CORS preflight.
 */
export function allowedMethods(req: Request, res: Response, next: NextFunction) {
  if (ALLOWED.has(req.method)) return next();
  res.status(405).set("Allow", ALLOWED_METHODS.join(", ")).type("text/plain").send("Method Not Allowed");
}
