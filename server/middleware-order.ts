import path from "node:path";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { WEBHOOK_PATH } from "~/.server/payments/create-payments";
import type { ServerContext } from "~/.server/runtime/context";
import type { Env } from "~/.server/runtime/env";
import { PUBLIC_UPLOADS_PREFIX } from "~/.server/storage/storage";
import { guardBuild } from "./bad-input-safety-net";
import { allowedMethods } from "./middleware/allowed-methods";
import { answerMissingSibling } from "./middleware/answer-missing-sibling";
import { assignRequestId } from "./middleware/assign-request-id";
import { authEndpoints } from "./middleware/auth-endpoints";
import { findBodyLimit } from "./middleware/find-body-limit";
import { closeConnectionsWhileDraining, healthChecks, InstanceState, shippedMigrationCount } from "./middleware/health";
import { identifyClient } from "./middleware/identify-client";
import { markWrites } from "./middleware/mark-writes";
import { measureRequests, metricsRoute } from "./middleware/metrics-route";
import { nameInstance } from "./middleware/name-instance";
import { originCheck } from "./middleware/origin-check";
import { paymentWebhook } from "./middleware/payment-webhook";
import { redirectLegacyVerifyEmail } from "./middleware/redirect-legacy-verify-email";
import { refuseStatedOversizeBody } from "./middleware/refuse-stated-oversize-body";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { serveBrowserFiles } from "./middleware/serve-browser-files";
import { serveUploads } from "./middleware/serve-uploads";
import { answerServerError } from "./middleware/server-errors";
import { pageHandler } from "./page-handler";
import { refuseDoubleSlashPaths } from "./request-target";

/** How an instance starts: its folder, settings, place in its life, and (in development) Vite. */
export interface StartOptions {
  rootDir: string;
  env?: Env;
  /** Where the instance is in its life (server/middleware/health.ts); a new one starts as `starting`. */
  instance?: InstanceState;
  /** In development, Vite's middleware and a loader for the live server build. */
  dev?: { middleware: express.RequestHandler; loadBuild: () => Promise<ServerBuild> };
}

/** The one order every request goes through, top to bottom (docs/architecture.md#the-edge). */
export function createApp(context: ServerContext, options: StartOptions): express.Express {
  const { env } = context;
  const siteOrigin = new URL(env.publicUrl).origin;
  const instance = options.instance ?? new InstanceState();
  const migrations = shippedMigrationCount(path.join(options.rootDir, "drizzle"));
  const build = guardBuild(
    (options.dev
      ? options.dev.loadBuild
      : () => import("virtual:react-router/server-build")) as () => Promise<ServerBuild>,
  );
  const app = express();
  app.disable("x-powered-by");
  app.use(assignRequestId(env.TRUSTED_PROXY_COUNT > 0));
  if (env.INSTANCE_NAME) app.use(nameInstance(env.INSTANCE_NAME));
  app.use(measureRequests);
  // Probes first: cheap, never cached, answered whatever else a request would go through.
  app.use(healthChecks({ db: context.db, state: instance, migrations }));
  app.use(closeConnectionsWhileDraining(instance));
  app.use(allowedMethods);
  app.use(compression());
  app.use(requestLog);
  // Headers (and the CSP report endpoint, which only logs) come before the origin check.
  app.use(securityHeaders({ publicUrl: env.publicUrl, dev: Boolean(options.dev) }));
  app.use(refuseDoubleSlashPaths);
  app.use(identifyClient({ proxyCount: env.TRUSTED_PROXY_COUNT, header: env.CLIENT_IP_HEADER }));
  // For a scraper on this machine (after the trusted proxies) or holding METRICS_TOKEN.
  app.get("/metrics", metricsRoute(env.METRICS_TOKEN));
  // Gateways are not browsers: their webhook proves itself with the gateway's key (payment-webhook.ts).
  app.post(WEBHOOK_PATH, ...paymentWebhook(context.payments, context.db));
  app.use(originCheck(siteOrigin));
  // Each route's body limit comes from the route table (body-limits.ts): found once, held to everywhere.
  app.use(findBodyLimit(build));
  app.use(refuseStatedOversizeBody);
  app.use(markWrites(context.sharedCache, env.publicUrl.startsWith("https:")));
  app.get("/api/auth/verify-email", redirectLegacyVerifyEmail(siteOrigin));
  // Of the auth library's endpoints only the reset link in our e-mails and the public keys are
  // open to browsers; everything else is reached through our own forms and domain functions, which
  // validate with our schemas and apply our limits first (docs/security.md). A pattern without
  // parameters: Express decodes none, so a path it cannot decode is not a 500.
  app.all(/^\/api\/auth\//, authEndpoints(context, siteOrigin));
  app.use(PUBLIC_UPLOADS_PREFIX, serveUploads(env, context.storage));
  app.use(PUBLIC_UPLOADS_PREFIX, answerMissingSibling);
  app.use(PUBLIC_UPLOADS_PREFIX, (_req, res) => void res.status(404).type("text/plain").send("Not found"));
  app.use(serveBrowserFiles(options.rootDir, options.dev?.middleware));
  app.all(/.*/, pageHandler(context, { rootDir: options.rootDir, dev: Boolean(options.dev), build }));
  app.use(answerServerError);
  return app;
}
