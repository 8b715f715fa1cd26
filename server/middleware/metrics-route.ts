import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { RequestClient } from "~/.server/runtime/context";
import { httpRequestSeconds, httpRequests, metricsRegistry } from "~/.server/runtime/metrics";
import { isLoopbackAddress } from "~/lib/shared/loopback";

/** Paths answered before React Router, by the pattern they are counted under. */
const PREFIXES: [string, string][] = [
  ["/assets/", "/assets/*"],
  ["/uploads/", "/uploads/*"],
  ["/api/auth/", "/api/auth/*"],
];

/** The pattern of a request React Router did not answer (it names its own in `res.locals.routePattern`). */
export function fallbackPattern(pathname: string): string {
  for (const [prefix, pattern] of PREFIXES) if (pathname.startsWith(prefix)) return pattern;
  return ["/healthz", "/readyz", "/metrics", "/csp-report"].includes(pathname) ? pathname : "other";
}

/** Counts and times every request, labelled by its route pattern, method and status. */
export function measureRequests(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const labels = {
      route: (res.locals.routePattern as string | undefined) ?? fallbackPattern(req.path),
      method: req.method,
      status: String(res.statusCode),
    };
    httpRequests.inc(labels);
    httpRequestSeconds.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
  });
  next();
}

function tokenMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `GET /metrics` in Prometheus' text format, for a scraper on this machine (the client address
 * after the trusted proxies are peeled off is loopback: server/client-address.ts) or one that
 * sends `Authorization: Bearer <METRICS_TOKEN>`. Anyone else finds nothing there (404).
 */
export function metricsRoute(token: string | undefined) {
  return async (req: Request, res: Response) => {
    const client = res.locals.client as RequestClient | undefined;
    const local = client ? isLoopbackAddress(client.address.replace(/^::ffff:/, "")) : false;
    if (!local && !tokenMatches(req.headers.authorization, token))
      return void res.status(404).type("text/plain").send("Not found");
    res.setHeader("Cache-Control", "no-store");
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  };
}
