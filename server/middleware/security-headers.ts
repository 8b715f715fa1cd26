import { randomBytes } from "node:crypto";
import express, { type NextFunction, type Request, type Response } from "express";
import { securityHeaderValues } from "../security-header-values";
import { cspReportRoute } from "./csp-report";
import { keepPrivateResponsesUncached } from "./private-responses";

/**
 * Everything server/middleware-order.ts mounts for the headers rule of docs/security.md, in one line: the security headers on
 * every response (with a fresh script nonce each time), no-store on private responses, and the
 * endpoint that receives CSP violation reports.
 *
 * The nonce is left in `res.locals.cspNonce`; the load context hands it to app/entry.server.tsx,
 * which gives it to React Router's inline scripts.
 */
export function securityHeaders({ publicUrl, dev }: { publicUrl: string; dev: boolean }): express.Router {
  const router = express.Router();
  router.use((_req: Request, res: Response, next: NextFunction) => {
    // 128 random bits, new for every response, so a nonce seen once is worth nothing later.
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    for (const [name, value] of Object.entries(securityHeaderValues({ nonce, publicUrl, dev })))
      res.setHeader(name, value);
    next();
  });
  router.use(keepPrivateResponsesUncached);
  router.use(cspReportRoute());
  return router;
}
