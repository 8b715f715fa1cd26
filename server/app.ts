import "react-router";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { mkdir } from "node:fs/promises";
import type { Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { ServerContext } from "~/.server/context";
import { openDatabase, type DatabaseHandle } from "~/.server/db/client";
import { migrateDatabase } from "~/.server/db/migrate";
import { seedDemoData } from "~/.server/db/seed";
import { DEMO_ADMIN, DEMO_PASSWORD, demoAccountList } from "~/.server/db/seed-data/demo-accounts";
import { users } from "~/.server/db/schema";
import { eq } from "drizzle-orm";
import { loadEnv, type Env } from "~/.server/env";
import { logger } from "~/.server/logger";
import { createLocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { PUBLIC_UPLOADS_PREFIX } from "~/.server/storage/storage";
import { deriveKey, loadAuthSecret } from "~/.server/auth/auth-secret";
import { CLIENT_IP_HEADER, createAuth } from "~/.server/auth/create-auth";
import { createMailer } from "~/.server/mail/create-mailer";
import { pruneListingViews } from "~/.server/domain/listings/record-listing-view";
import { toNodeHandler } from "better-auth/node";
import { securityHeaders } from "./security-headers";

export { loadEnv, EnvError } from "~/.server/env";
export { openDatabase } from "~/.server/db/client";
export { migrateDatabase } from "~/.server/db/migrate";
export { seedDemoData, deleteAllData } from "~/.server/db/seed";
export { createLocalDiskStorage } from "~/.server/storage/local-disk-storage";
export { logger } from "~/.server/logger";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface StartOptions {
  rootDir: string;
  env?: Env;
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
  const storage = createLocalDiskStorage(env.uploadsDir, deriveKey(await loadAuthSecret(env), "storage-signed-urls"));
  const seeded = await seedDemoData(database.db, { storage });
  if (seeded) logger.info({ seeded }, "demo data added to the empty database");
  const [demo] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email)).limit(1);
  return { database, storage, demoAccounts: demo ? demoAccountList() : [] };
}

export function createApp(context: ServerContext, options: StartOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(compression());
  app.use(requestLog);
  app.use(securityHeaders({ publicUrl: context.env.publicUrl, dev: Boolean(options.dev) }));
  app.use(clientAddress(context.env.CLIENT_IP_HEADER));
  // The auth library's own endpoints (sign-up, sign-in, sessions, verification links, JWKS).
  app.all("/api/auth/*splat", toNodeHandler(context.auth));

  // Uploaded objects have unique names and never change, so browsers may keep them for a year.
  app.use(
    PUBLIC_UPLOADS_PREFIX,
    express.static(context.env.uploadsDir, { immutable: true, maxAge: YEAR_SECONDS * 1000, index: false, fallthrough: true }),
  );
  app.use(PUBLIC_UPLOADS_PREFIX, (_req, res) => void res.status(404).type("text/plain").send("Not found"));

  if (options.dev) {
    app.use(options.dev.middleware);
  } else {
    const client = path.join(options.rootDir, "build/client");
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: YEAR_SECONDS * 1000 }));
    app.use(express.static(client, { maxAge: "1h", index: false }));
  }

  const build = options.dev ? options.dev.loadBuild : () => import("virtual:react-router/server-build");
  app.all(
    /.*/,
    createRequestHandler({
      build: build as () => Promise<ServerBuild>,
      getLoadContext: (_req, res) => ({ ...context, cspNonce: res.locals.cspNonce as string | undefined }),
      mode: options.dev ? "development" : "production",
    }),
  );
  return app;
}

/**
 * Puts the client's address in one header that nothing outside can set: from the configured
 * proxy header (its first address) behind a proxy, else from the connection. Rate limits and
 * the development outbox trust only this header.
 */
function clientAddress(proxyHeader: string | undefined) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const fromProxy = proxyHeader ? String(req.headers[proxyHeader] ?? "").split(",")[0]?.trim() : "";
    req.headers[CLIENT_IP_HEADER] = fromProxy || req.socket.remoteAddress || "";
    next();
  };
}

function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.debug({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
  });
  next();
}

const SIX_HOURS_MS = 6 * 60 * 60 * 1000;

/** View records only guard today's count: drop old ones now and every six hours. */
function keepListingViewsPruned(db: ServerContext["db"]) {
  const prune = () => pruneListingViews(db).catch((error: unknown) => logger.warn({ err: error }, "pruning listing views failed"));
  void prune();
  return setInterval(prune, SIX_HOURS_MS).unref();
}

/** Boots everything and serves on PORT. Shutdown closes HTTP first, then the database. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const env = options.env ?? loadEnv();
  logger.level = env.LOG_LEVEL;
  const { database, storage, demoAccounts } = await prepareDatabase(env, options.rootDir);
  const mailer = createMailer(env, database.db);
  const auth = createAuth({ db: database.db, mailer, secret: await loadAuthSecret(env), publicUrl: env.publicUrl });
  const app = createApp({ db: database.db, env, storage, auth, mailer }, options);
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(env.PORT, env.HOST, () => resolve(s));
    s.once("error", reject);
  });
  const pruning = keepListingViewsPruned(database.db);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const url = `http://localhost:${port}`;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(pruning);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running after 10 s are cut so shutdown cannot hang forever.
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      await database.close();
    })());
  return { url, env, database, stop, demoAccounts, demoPassword: DEMO_PASSWORD, outboxUrl: mailer.kind === "outbox" ? `${url}/dev/outbox` : null };
}
