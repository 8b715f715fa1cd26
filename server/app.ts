import "react-router";
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdir } from "node:fs/promises";
import type { Server } from "node:http";
import path from "node:path";
import compression from "compression";
import { eq } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { checkAuthRedirectQuery } from "~/.server/auth/auth-redirect-params";
import { deriveKey, loadAuthSecret } from "~/.server/auth/auth-secret";
import { CLIENT_IP_HEADER, createAuth } from "~/.server/auth/create-auth";
import { syncPageCacheAcrossInstances } from "~/.server/cache/page-cache-sync";
import { RECENT_WRITE_COOKIE, RECENT_WRITE_SECONDS, SharedCache } from "~/.server/cache/shared-cache";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { migrateDatabase } from "~/.server/db/migrate";
import { users } from "~/.server/db/schema";
import { DEMO_ADMIN, DEMO_PASSWORD, demoAccountList } from "~/.server/db/seed-data/demo-accounts";
import { seedDatabase } from "~/.server/db/seed-database";
import { configureListingExpiry } from "~/.server/domain/listings/configure-listing-expiry";
import { countPaymentsByStatus } from "~/.server/domain/payments/count-payments-by-status";
import { holdNumbersConfirmedBefore } from "~/.server/domain/verification/phone/hold-numbers-confirmed-before";
import { phoneKeyOf } from "~/.server/domain/verification/phone/phone-key";
import { NOTHING_WRITTEN_HEADER } from "~/.server/http/action-outcome";
import { bodyLimitFor } from "~/.server/http/body-limits";
import { FLASH_SHOWN_HEADER, Flash } from "~/.server/http/flash";
import { type PageStylesheets, pageStylesheets } from "~/.server/http/inline-stylesheet";
import { inLocale } from "~/.server/i18n/request-locale";
import { startNoticeSender } from "~/.server/jobs/notice-sender";
import { startPaymentReconciler } from "~/.server/jobs/payment-reconciler";
import { startPushDeliverer } from "~/.server/jobs/push-deliverer";
import { scheduledJobs } from "~/.server/jobs/schedules";
import { startJobRunner } from "~/.server/jobs/start-job-runner";
import { createEmbeddedLiveSignal } from "~/.server/live/embedded-live-signal";
import { LiveHub } from "~/.server/live/live-hub";
import { createPostgresLiveSignal } from "~/.server/live/postgres-live-signal";
import { createMailer } from "~/.server/mail/create-mailer";
import { createPayments, WEBHOOK_PATH } from "~/.server/payments/create-payments";
import { loadVapidKeys } from "~/.server/push/vapid";
import { createWebPushSender } from "~/.server/push/web-push-sender";
import type { RequestClient, ServerContext } from "~/.server/runtime/context";
import { type Env, loadEnv } from "~/.server/runtime/env";
import { loggablePath } from "~/.server/runtime/log-redaction";
import { logger } from "~/.server/runtime/logger";
import { watchInstance } from "~/.server/runtime/metrics";
import { createSmsGateway } from "~/.server/sms/create-sms-gateway";
import { createObjectStorage } from "~/.server/storage/create-object-storage";
import { PUBLIC_UPLOADS_PREFIX } from "~/.server/storage/storage";
import { confirmEmailPath } from "~/lib/accounts/confirm-email-link";
import { SITE_SHARE_IMAGE } from "~/lib/marketplace/share-preview";
import { chooseLocale, LOCALES, type Locale, languageCookie, readLanguageCookie } from "~/lib/shared/i18n/locales";
import { fullImageOfSibling } from "~/lib/shared/images";
import { isLoopbackHost } from "~/lib/shared/loopback";
import { allowedMethods } from "./allowed-methods";
import { cachedPage, isCacheablePageRequest } from "./anonymous-page-cache";
import { assignRequestId } from "./assign-request-id";
import { guardBuild } from "./bad-input-safety-net";
import { languageBuild, manifestLanguage } from "./browser-language-assets";
import { clientAddress, isDirectLocalRequest, type ProxyTrust } from "./client-address";
import { BodyTooLargeError, sendFetchResponse, toFetchRequest } from "./fetch-bridge";
import { closeConnectionsWhileDraining, healthChecks, InstanceState, shippedMigrationCount } from "./health";
import { measureRequests, metricsRoute } from "./metrics-route";
import { nameInstance } from "./name-instance";
import { originCheck } from "./origin-check";
import { paymentWebhook } from "./payment-webhook";
import { sendRefusal } from "./refusal";
import { refuseDoubleSlashPaths, siteUrl } from "./request-target";
import { routePatternOf } from "./route-pattern";
import { securityHeaders } from "./security-headers";
import { serveStoredObjects } from "./serve-stored-objects";
import { answerServerError } from "./server-errors";
import { needsViewerKey, sendViewer } from "./viewer-key";

export { openDatabase } from "~/.server/db/client";
export { migrateDatabase } from "~/.server/db/migrate";
export { deleteAllData } from "~/.server/db/seed";
export { seedDatabase } from "~/.server/db/seed-database";
export { EnvError, loadEnv } from "~/.server/runtime/env";
export { logger } from "~/.server/runtime/logger";
export { createObjectStorage } from "~/.server/storage/create-object-storage";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface StartOptions {
  rootDir: string;
  env?: Env;
  /** Where the instance is in its life (server/health.ts); a new one starts as `starting`. */
  instance?: InstanceState;
  /** In development, Vite's middleware and a loader for the live server build. */
  dev?: { middleware: express.RequestHandler; loadBuild: () => Promise<ServerBuild> };
}

export interface RunningServer {
  url: string;
  demoAccounts: { label: string; email: string }[];
  demoPassword: string;
  outboxUrl: string | null;
  env: Env;
  database: DatabaseHandle;
  stop(): Promise<void>;
}

/** Opens the database (PGlite under DATA_DIR, or DATABASE_URL), migrates and seeds it. */
export async function prepareDatabase(env: Env, rootDir: string) {
  if (!env.DATABASE_URL) await mkdir(env.pgliteDir, { recursive: true });
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: env.pgliteDir });
  await migrateDatabase(database, path.join(rootDir, "drizzle"));
  // Signed URLs use a key derived from the auth secret (never the secret itself), so links handed
  // out stay valid across restarts.
  const storage = createObjectStorage(env, deriveKey(await loadAuthSecret(env), "storage-signed-urls"));
  if (env.STORAGE_FAULT_FILE)
    logger.warn(
      { file: env.STORAGE_FAULT_FILE },
      "STORAGE_FAULT_FILE is set: while that file exists, photo writes fail on purpose (npm run soak only)",
    );
  // The campuses always; the demo marketplace only where DEMO_DATA allows it (never on a public address).
  const seeded = await seedDatabase(database.db, { storage, demoData: env.demoData });
  if (seeded.reference) logger.info({ seeded: seeded.reference }, "campuses and universities' e-mail domains added");
  if (seeded.demo) logger.info({ seeded: seeded.demo }, "demo data added (DEMO_DATA)");
  const [demo] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN.email))
    .limit(1);
  // A database seeded before demo data needed asking for may hold the demo accounts on a public site.
  if (demo && !isLoopbackHost(new URL(env.publicUrl).hostname)) {
    logger.warn(
      "The database holds the demo accounts, whose password is published: delete them before going live (docs/operations.md#demo-data)",
    );
  }
  return { database, storage, demoAccounts: demo && env.demoData ? demoAccountList() : [] };
}

export function createApp(context: ServerContext, options: StartOptions): express.Express {
  const { env } = context;
  const siteOrigin = new URL(env.publicUrl).origin;
  const trust = { proxyCount: env.TRUSTED_PROXY_COUNT, header: env.CLIENT_IP_HEADER };
  const secure = env.publicUrl.startsWith("https:");
  const app = express();
  app.disable("x-powered-by");
  app.use(assignRequestId(env.TRUSTED_PROXY_COUNT > 0));
  if (env.INSTANCE_NAME) app.use(nameInstance(env.INSTANCE_NAME));
  app.use(measureRequests);
  // Probes first: cheap, never cached, answered whatever else a request would go through.
  const instance = options.instance ?? new InstanceState();
  app.use(
    healthChecks({
      db: context.db,
      state: instance,
      migrations: shippedMigrationCount(path.join(options.rootDir, "drizzle")),
    }),
  );
  app.use(closeConnectionsWhileDraining(instance));
  app.use(allowedMethods);
  app.use(compression());
  app.use(requestLog);
  // Headers (and the CSP report endpoint, which only logs) come before the origin check.
  app.use(securityHeaders({ publicUrl: env.publicUrl, dev: Boolean(options.dev) }));
  app.use(refuseDoubleSlashPaths);
  app.use(identifyClient(trust));
  // For a scraper on this machine (after the trusted proxies) or holding METRICS_TOKEN.
  app.get("/metrics", metricsRoute(env.METRICS_TOKEN));
  // Gateways are not browsers: their webhook proves itself with the gateway's key (payment-webhook.ts).
  app.post(WEBHOOK_PATH, ...paymentWebhook(context.payments, context.db));
  app.use(originCheck(siteOrigin));
  app.use(refuseStatedOversizeBody);
  app.use(markWrites(context.sharedCache, env.publicUrl.startsWith("https:")));

  // Confirmation links mailed before our own page existed still work: they open that page, which
  // asks before it confirms and never signs in a browser that did not sign up. Only the token goes on.
  app.get("/api/auth/verify-email", (req, res) => {
    res
      .set("Cache-Control", "no-store")
      .redirect(302, confirmEmailPath(siteUrl(siteOrigin, req.originalUrl).searchParams.get("token")));
  });
  // Of the auth library's endpoints only the reset link in our e-mails and the public keys are
  // open to browsers; everything else is reached through our own forms and domain functions, which
  // validate with our schemas and apply our limits first (docs/security.md). A pattern without
  // parameters: Express decodes none, so a path it cannot decode is not a 500.
  app.all(/^\/api\/auth\//, async (req, res, next) => {
    if (!isPublicAuthEndpoint(req.method, req.path)) return void res.status(404).type("text/plain").send("Not found");
    try {
      const request = toFetchRequest(req, res, { siteOrigin, bodyLimit: bodyLimitFor(req.path) });
      // The library's own check lets `/.//evil.example` through: ours decides every redirect parameter.
      await sendFetchResponse(
        res,
        await context.auth.handler(new Request(checkAuthRedirectQuery(new URL(request.url), env.publicUrl), request)),
      );
    } catch (error) {
      next(error);
    }
  });

  // Uploaded objects have unique names and never change, so browsers may keep them for a year.
  app.use(
    PUBLIC_UPLOADS_PREFIX,
    env.STORAGE_DRIVER === "disk"
      ? express.static(env.uploadsDir, {
          immutable: true,
          maxAge: YEAR_SECONDS * 1000,
          index: false,
          fallthrough: true,
        })
      : serveStoredObjects(context.storage),
  );
  app.use(PUBLIC_UPLOADS_PREFIX, answerMissingSibling);
  app.use(PUBLIC_UPLOADS_PREFIX, (_req, res) => void res.status(404).type("text/plain").send("Not found"));

  if (options.dev) {
    app.use(options.dev.middleware);
  } else {
    const client = path.join(options.rootDir, "build/client");
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: YEAR_SECONDS * 1000 }));
    app.use(express.static(client, { maxAge: "1h", index: false }));
  }

  const build = guardBuild(
    (options.dev
      ? options.dev.loadBuild
      : () => import("virtual:react-router/server-build")) as () => Promise<ServerBuild>,
  );
  // Each page's HTML carries the styles it uses (app/.server/http/inline-stylesheet.ts); the
  // development server has Vite serve them whole instead.
  let stylesheets: Promise<PageStylesheets> | undefined;
  const pageStyles = () =>
    (stylesheets ??= build().then((loaded) =>
      pageStylesheets(path.join(options.rootDir, "build/client"), loaded.assets.routes.root?.css ?? []),
    ));
  const mode = options.dev ? "development" : "production";
  // Each language's pages load scripts holding only that language's texts (server/browser-language-assets.ts);
  // the development server compiles scripts on request, holding both.
  const handlers = new Map<Locale, ReturnType<typeof createRequestHandler>>(
    LOCALES.map((locale) => [locale, createRequestHandler(options.dev ? build : languageBuild(build, locale), mode)]),
  );
  app.all(/.*/, async (req, res, next) => {
    try {
      res.locals.routePattern = routePatternOf((await build()).routes, req.path);
      const request = toFetchRequest(req, res, { siteOrigin, bodyLimit: bodyLimitFor(req.path) });
      const flash = new Flash(
        context.flashKey,
        request.headers.get("cookie"),
        context.env.publicUrl.startsWith("https:"),
      );
      const loadContext: ServerContext = {
        ...context,
        flash,
        client: res.locals.client as RequestClient,
        cspNonce: res.locals.cspNonce as string | undefined,
        stylesheets: options.dev ? undefined : await pageStyles(),
      };
      // Every text of this answer is worded in the reader's language (decision 0015).
      const { locale, from } = chooseLocale({
        url: req.originalUrl,
        cookie: req.headers.cookie,
        acceptLanguage: req.headers["accept-language"],
      });
      // A page's requests for more of the route manifest go to its own language's build, whatever the cookie says now.
      const handle = handlers.get(manifestLanguage(req.path) ?? locale)!;
      const render = () => inLocale(locale, () => handle(request, loadContext));
      const response = isCacheablePageRequest(req)
        ? await cachedPage(context.sharedCache, request, locale, loadContext.cspNonce, render)
        : await render();
      // The same address answers in the language its cookie or the browser asks for; a shared
      // link's ?lang= is the reader's choice from then on.
      res.vary("Accept-Language");
      res.vary("Cookie");
      if (from === "query" && readLanguageCookie(req.headers.cookie) !== locale)
        res.append("Set-Cookie", languageCookie(locale, secure));
      // The loaders and the action have run: the toast they left is known (docs/architecture.md#toasts).
      const flashCookie = flash.cookieHeader(isRedirect(req.path, response.status));
      if (flashCookie) res.append("Set-Cookie", flashCookie);
      if (flash.shown()) res.setHeader(FLASH_SHOWN_HEADER, "1");
      if (needsViewerKey(req.method, req.path, response.headers.get("content-type")))
        await sendViewer(res, context, request);
      await sendFetchResponse(res, response);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return;
      next(error);
    }
  });
  app.use(answerServerError);
  return app;
}

/**
 * A photo stored before its siblings existed (a srcset width, a share preview: app/lib/shared/images.ts)
 * shows whole, and its share preview is the site's, until `npm run images:backfill` draws them:
 * briefly cached, so the drawn one takes over.
 */
function answerMissingSibling(req: Request, res: Response, next: NextFunction) {
  const full = fullImageOfSibling(req.path);
  if (!full || (req.method !== "GET" && req.method !== "HEAD")) return next();
  res.setHeader("Cache-Control", "public, max-age=300");
  // A share preview is promised as a 1200×630 JPEG (og:image:type, width, height): the site's own is one.
  res.redirect(302, req.path.endsWith(".share.jpg") ? SITE_SHARE_IMAGE : `${PUBLIC_UPLOADS_PREFIX}${full}`);
}

/** A redirect, as a page answers it (3xx) or as React Router's data requests do (202, with the target in the body). */
function isRedirect(pathname: string, status: number): boolean {
  return (status >= 300 && status < 400) || (pathname.endsWith(".data") && status === 202);
}

/**
 * The auth library's endpoints that browsers open themselves: the reset link in our e-mails and
 * the public keys. (The confirmation link opens our own page: verification never signs in.)
 */
export function isPublicAuthEndpoint(method: string, pathname: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return pathname === "/api/auth/jwks" || /^\/api\/auth\/reset-password\/[^/]+$/.test(pathname);
}

/**
 * Decides who sent the request (server/client-address.ts) once, for the pages (load context) and
 * for the auth library, which reads our own header: any value a client sent in it is replaced.
 */
function identifyClient(trust: ProxyTrust) {
  return (req: Request, res: Response, next: NextFunction) => {
    const client: RequestClient = {
      address: clientAddress(req.headers, req.socket.remoteAddress, trust),
      directLocal: isDirectLocalRequest(req.headers, req.socket.remoteAddress, trust),
    };
    res.locals.client = client;
    req.headers[CLIENT_IP_HEADER] = client.address;
    next();
  };
}

/** A body whose stated length is already over the limit is refused before a byte of it is read. */
function refuseStatedOversizeBody(req: Request, res: Response, next: NextFunction) {
  const stated = Number(req.headers["content-length"] ?? 0);
  if (Number.isFinite(stated) && stated > bodyLimitFor(req.path)) return sendRefusal(req, res, "tooLarge");
  next();
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A state-changing request marks its browser for a while, so that browser's next pages bypass
 * every instance's shared cache and show its change at once (cache/shared-cache.ts). A signed-in
 * one that succeeded also empties the cache, on this instance and every other one on the same
 * PostgreSQL (cache/page-cache-sync.ts), so others see the change too; only
 * those, so that nobody can keep the cache empty with a stream of refused or anonymous posts, and
 * not one that says it changed nothing (a payment page's poll, app/.server/http/action-outcome.ts).
 */
function markWrites(cache: SharedCache, secure: boolean) {
  const cookie = `${RECENT_WRITE_COOKIE}=1; Max-Age=${RECENT_WRITE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    res.append("Set-Cookie", cookie);
    // 'close' comes after 'finish', and also when the client went away before the answer.
    if (hasSessionCookie(req.headers.cookie))
      res.once("close", () => res.statusCode < 400 && !res.getHeader(NOTHING_WRITTEN_HEADER) && cache.invalidate());
    next();
  };
}

/** Whether a request carries a session cookie (checked, if needed, by the page itself). */
function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie?.includes("session_token") ?? false;
}

function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  // Bound to the request's context, so the line carries its id whatever callback emits "finish".
  res.on(
    "finish",
    AsyncLocalStorage.bind(() => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.debug(
        {
          method: req.method,
          path: loggablePath(req.originalUrl),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    }),
  );
  next();
}

/** How long a request still running at shutdown may take to finish before it is cut. */
const SHUTDOWN_GRACE_MS = 20_000;

/** Boots everything and serves on PORT. Shutdown closes HTTP first, then the database. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const env = options.env ?? loadEnv();
  logger.level = env.LOG_LEVEL;
  const { database, storage, demoAccounts } = await prepareDatabase(env, options.rootDir);
  const mailer = createMailer(env, database.db);
  const sms = createSmsGateway(env, database.db);
  if (sms.kind === "sandbox" && !isLoopbackHost(new URL(env.publicUrl).hostname)) {
    logger.warn(
      "SMS_GATEWAY is the sandbox on a public address: phone codes and SMS notices reach no phone (README, SMS_GATEWAY)",
    );
  }
  const secret = await loadAuthSecret(env);
  const auth = createAuth({ db: database.db, mailer, secret, publicUrl: env.publicUrl });
  // Derived from the shared secret, not made per process: two instances must hash an address alike.
  const viewerAddressKey = deriveKey(secret, "viewer-addresses");
  const flashKey = deriveKey(secret, "flash-toasts");
  const submitOnceKey = deriveKey(secret, "submit-once");
  const noticeKey = deriveKey(secret, "notice-unsubscribe");
  const deviceKey = deriveKey(secret, "device-marks");
  const payments = createPayments(env, database.db, secret);
  const heldNumbers = await holdNumbersConfirmedBefore(database.db, phoneKeyOf({ db: database.db, sms, payments }));
  if (heldNumbers > 0) logger.info({ heldNumbers }, "confirmed phone numbers given their voice");
  if (payments.sandbox && !isLoopbackHost(new URL(env.publicUrl).hostname)) {
    logger.warn("PAYMENT_GATEWAY is the sandbox on a public address: no real money can be taken (docs/payments.md)");
  }
  // Wake-ups for live streams: LISTEN on PostgreSQL (any instance's writes), the one connection's own on the embedded database.
  const live = new LiveHub(
    env.DATABASE_URL ? createPostgresLiveSignal(env.DATABASE_URL) : await createEmbeddedLiveSignal(database.pool),
    {
      maxStreams: env.LIVE_STREAMS_MAX,
      maxStreamsPerAddress: env.LIVE_STREAMS_PER_ADDRESS,
    },
  );
  const vapid = await loadVapidKeys({
    dataDir: env.dataDir,
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT,
  });
  const pushSender = createWebPushSender(vapid);
  const push = { publicKey: vapid.publicKey, serviceHosts: env.PUSH_SERVICE_HOSTS };
  const instance = options.instance ?? new InstanceState();
  const sharedCache = new SharedCache();
  // Instances on one PostgreSQL empty their page caches together; the embedded database serves one.
  const pageCacheSync = env.DATABASE_URL
    ? syncPageCacheAcrossInstances(env.DATABASE_URL, database.pool, sharedCache)
    : null;
  const app = createApp(
    {
      db: database.db,
      env,
      storage,
      auth,
      mailer,
      sms,
      payments,
      viewerAddressKey,
      flashKey,
      submitOnceKey,
      noticeKey,
      deviceKey,
      live,
      push,
      sharedCache,
    },
    { ...options, instance },
  );
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(env.PORT, env.HOST, () => resolve(s));
    s.once("error", reject);
  });
  const pushes = startPushDeliverer({ db: database.db, sender: pushSender, hub: live });
  const notices = startNoticeSender({ db: database.db, senders: { mailer, sms, publicUrl: env.publicUrl, noticeKey } });
  await configureListingExpiry(database.db, {
    product: env.LISTING_DAYS_PRODUCT,
    accommodation: env.LISTING_DAYS_ACCOMMODATION,
  });
  // Listing expiry, renewals, lapses, response records and pruning: once per period across all
  // instances, on pg-boss through this pool (docs/decisions/0024-a-job-library.md).
  const jobRunner = await startJobRunner({
    pool: database.pool,
    jobs: scheduledJobs(database.db, { uploadsDir: env.STORAGE_DRIVER === "disk" ? env.uploadsDir : undefined }),
  });
  const reconciler = startPaymentReconciler({
    db: database.db,
    gateway: payments.gateway,
    intervalMs: env.RECONCILE_INTERVAL_SECONDS * 1000,
    pendingLimitMs: env.PAYMENT_PENDING_LIMIT_MINUTES * 60 * 1000,
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const url = `http://localhost:${port}`;

  watchInstance({
    pool: () => ({
      total: database.pool.totalCount,
      idle: database.pool.idleCount,
      waiting: database.pool.waitingCount,
    }),
    openLiveStreams: () => live.openStreams,
    paymentsByStatus: () => countPaymentsByStatus(database.db),
  });
  instance.phase = "ready";

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // From now on /readyz answers 503 and every answer closes its connection; no new connection
      // is taken, idle ones close, and the requests still running finish (docs/operations.md).
      instance.phase = "draining";
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Requests still running after the grace period are cut, so the instance is gone within 30 s.
      const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
      // A job in the middle of a step finishes it; the scheduled ones stop alongside the rest.
      const jobsStopped = jobRunner.stop();
      payments.sandbox?.stop();
      await pushes.stop();
      await notices.stop();
      // Open live streams would keep the server from closing: they end, and tabs reconnect elsewhere.
      await live.stop();
      await pageCacheSync?.close();
      await closed;
      clearTimeout(cut);
      await reconciler.stop();
      await jobsStopped;
      await database.close();
    })());
  return {
    url,
    env,
    database,
    stop,
    demoAccounts,
    demoPassword: DEMO_PASSWORD,
    outboxUrl: mailer.kind === "outbox" ? `${url}/dev/outbox` : null,
  };
}
