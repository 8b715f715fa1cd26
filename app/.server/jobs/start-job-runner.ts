import type pg from "pg";
import { PgBoss } from "pg-boss";
import { logger } from "../runtime/logger";
import { countedRun } from "../runtime/metrics";
import type { ScheduledJob } from "./schedules";

/**
 * How often the runner asks the database for work, in seconds. Every ask takes a turn on the
 * embedded database's one connection, between requests (docs/decisions/0008-embedded-database-process.md),
 * so they are minutes' worth of slack for jobs that run at most once a minute.
 */
export interface JobRunnerTiming {
  /** A worker's look for a due job of its queue (pg-boss's default is 2). */
  pollingSeconds: number;
  /** The look for a due schedule; one instance's look counts for all of them (at most 45). */
  cronMonitorSeconds: number;
  /** The look for occurrences to turn into jobs (at most 45). */
  cronWorkerSeconds: number;
}

export const JOB_RUNNER_TIMING: JobRunnerTiming = { pollingSeconds: 10, cronMonitorSeconds: 30, cronWorkerSeconds: 15 };

/** A failed run is tried again after about 30 to 60 s, then 60 to 120 s (pg-boss's backoff with jitter), and then left for its next period. */
export interface JobRetry {
  limit: number;
  delaySeconds: number;
}

export const JOB_RETRY: JobRetry = { limit: 2, delaySeconds: 30 };

/**
 * Instances starting together run each job once at start, not once each: the start's job is
 * throttled to one per five-minute slot of the clock (two starts either side of a slot's edge both
 * run it, which is harmless), and the queue holds one waiting or running job.
 */
const AT_START_SLOT_SECONDS = 300;
/** Done jobs are kept a day, for an operator to look at; a minutely job leaves 1,440 rows. */
const KEEP_DONE_SECONDS = 24 * 60 * 60;
/** A run still going after this is taken as lost and is tried again. */
const RUN_EXPIRES_SECONDS = 15 * 60;
/**
 * A running job's worker says it is alive this often (half of it); a run whose instance died (kill
 * -9) stops holding its queue (one job at a time) after this, not after the whole expiry: the
 * minutely job would otherwise skip a quarter of an hour.
 */
const HEARTBEAT_SECONDS = 60;
/** A run under way at shutdown has this long to finish, inside the instance's 30 s (server/app.ts). */
const STOP_WAIT_MS = 15_000;

export interface JobRunner {
  /** Takes no new job; a run under way finishes (up to 15 s), then the runner is gone. The pool stays open. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  /** The app's own pool: pg-boss never opens a connection of its own (docs/decisions/0024-a-job-library.md). */
  pool: pg.Pool;
  jobs: ScheduledJob[];
  timing?: JobRunnerTiming;
  retry?: JobRetry;
  /** Whether each job also runs once now, as it did at every start before its schedule moved here. */
  runAtStart?: boolean;
}

/**
 * Runs the scheduled jobs on pg-boss, through the app's pool: its schema (`pgboss`) is created or
 * migrated, each job gets a queue, a schedule and a worker. Each period's run is one job, claimed
 * by one instance (SKIP LOCKED), so every job runs once per period across all instances on one
 * database. LISTEN/NOTIFY stays off (pg-boss's default): polling is what the embedded database can do.
 */
export async function startJobRunner({
  pool,
  jobs,
  timing = JOB_RUNNER_TIMING,
  retry = JOB_RETRY,
  runAtStart = true,
}: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: "pgboss",
    cronMonitorIntervalSeconds: timing.cronMonitorSeconds,
    cronWorkerIntervalSeconds: timing.cronWorkerSeconds,
    // We use no job flows: their look every 5 s would only be a write on the one connection.
    flowIntervalSeconds: 3600,
    // No OpenTelemetry SDK is registered: its spans and instruments would be no-ops anyway.
    openTelemetry: { enabled: false },
  });
  // Its own queries (a poll, upkeep) can fail while the database restarts: it tries again on its next turn.
  boss.on("error", (error) =>
    logger.warn({ err: error }, "the job runner's query failed; it tries again on its next turn"),
  );
  boss.on("warning", (warning) => logger.warn({ warning: warning.message }, "the job runner warns"));
  await boss.start();
  try {
    for (const job of jobs) {
      const queue = {
        policy: "exclusive",
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: true,
        deleteAfterSeconds: KEEP_DONE_SECONDS,
        expireInSeconds: RUN_EXPIRES_SECONDS,
        heartbeatSeconds: HEARTBEAT_SECONDS,
      };
      // createQueue leaves an existing queue as it was; updateQueue brings its retries to these.
      await boss.createQueue(job.name, queue);
      const { policy: _fixed, ...changeable } = queue;
      await boss.updateQueue(job.name, changeable);
      await boss.schedule(job.name, job.cron, null, { tz: "UTC" });
      await boss.work(job.name, { pollingIntervalSeconds: timing.pollingSeconds }, ([claimed]) =>
        runClaimed(job, claimed?.retryCount ?? 0, retry.limit),
      );
    }
    if (runAtStart) for (const job of jobs) await boss.send(job.name, {}, { singletonSeconds: AT_START_SLOT_SECONDS });
  } catch (error) {
    // Its timers would go on polling a runner nobody can stop.
    await boss.stop({ graceful: false, close: false }).catch(() => {});
    throw error;
  }
  return {
    // Never rejects: a shutdown goes on to close the database whatever the runner's last query did.
    stop: () =>
      boss
        .stop({ graceful: true, timeout: STOP_WAIT_MS, close: false })
        .catch((error: unknown) => logger.warn({ err: error }, "the job runner did not stop cleanly")),
  };
}

/** One claimed run: counted, and a failure logged and passed on, so pg-boss tries it again or gives up. */
async function runClaimed(job: ScheduledJob, retryCount: number, retryLimit: number): Promise<void> {
  try {
    await countedRun(job.name, () => job.run());
  } catch (error) {
    if (retryCount < retryLimit)
      logger.warn({ err: error, job: job.name, attempt: retryCount + 1 }, `${job.failure}; trying again soon`);
    else
      logger.error(
        { err: error, job: job.name, attempts: retryCount + 1 },
        `${job.failure}; given up until its next run`,
      );
    throw error;
  }
}
