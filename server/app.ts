import "react-router";
// The composition root: opens the database, builds the services and starts the server; the order a
// request goes through is server/middleware-order.ts (docs/architecture.md#the-edge).
import { mkdir } from "node:fs/promises";
import type { Server } from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import { deriveKey, loadAuthSecret } from "~/.server/auth/auth-secret";
import { createAuth } from "~/.server/auth/create-auth";
import { syncPageCacheAcrossInstances } from "~/.server/cache/page-cache-sync";
import { SharedCache } from "~/.server/cache/shared-cache";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { migrateDatabase } from "~/.server/db/migrate";
import { users } from "~/.server/db/schema";
import { DEMO_ADMIN, DEMO_PASSWORD, demoAccountList } from "~/.server/db/seed-data/demo-accounts";
import { seedDatabase } from "~/.server/db/seed-database";
import { configureListingExpiry } from "~/.server/domain/listings/configure-listing-expiry";
import { countPaymentsByStatus } from "~/.server/domain/payments/count-payments-by-status";
import { countPayoutsByStatus } from "~/.server/domain/payments/payouts/count-payouts-by-status";
import { holdNumbersConfirmedBefore } from "~/.server/domain/verification/phone/hold-numbers-confirmed-before";
import { phoneKeyOf } from "~/.server/domain/verification/phone/phone-key";
import { startNoticeSender } from "~/.server/jobs/notice-sender";
import { startPaymentReconciler } from "~/.server/jobs/payment-reconciler";
import { startPushDeliverer } from "~/.server/jobs/push-deliverer";
import { scheduledJobs } from "~/.server/jobs/schedules";
import { startJobRunner } from "~/.server/jobs/start-job-runner";
import { createEmbeddedLiveSignal } from "~/.server/live/embedded-live-signal";
import { LiveHub } from "~/.server/live/live-hub";
import { createPostgresLiveSignal } from "~/.server/live/postgres-live-signal";
import { createMailer } from "~/.server/mail/create-mailer";
import { createPayments } from "~/.server/payments/create-payments";
import { loadVapidKeys } from "~/.server/push/vapid";
import { createWebPushSender } from "~/.server/push/web-push-sender";
import { type Env, loadEnv } from "~/.server/runtime/env";
import { logger } from "~/.server/runtime/logger";
import { watchInstance } from "~/.server/runtime/metrics";
import { createSmsGateway } from "~/.server/sms/create-sms-gateway";
import { createObjectStorage } from "~/.server/storage/create-object-storage";
import { isLoopbackHost } from "~/lib/shared/loopback";
import { InstanceState } from "./middleware/health";
import { createApp } from "./middleware-order";

export { openDatabase } from "~/.server/db/client";
export { migrateDatabase } from "~/.server/db/migrate";
export { deleteAllData } from "~/.server/db/seed";
export { seedDatabase } from "~/.server/db/seed-database";
export { EnvError, loadEnv } from "~/.server/runtime/env";
export { logger } from "~/.server/runtime/logger";
export { createObjectStorage } from "~/.server/storage/create-object-storage";
export { isPublicAuthEndpoint } from "./middleware/auth-endpoints";

import type { StartOptions } from "./middleware-order";

export { createApp, type StartOptions } from "./middleware-order";

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
    payoutGateway: payments.payouts?.gateway,
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
    payoutsByStatus: () => countPayoutsByStatus(database.db),
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
