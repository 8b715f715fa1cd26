import { afterAll, beforeAll, expect, it } from "vitest";
import { testDatabase, testDatabaseKind } from "#tests/fixtures/test-database";
import { type DatabaseHandle, openDatabase } from "../db/client";
import type { ScheduledJob } from "./schedules";
import { startJobRunner } from "./start-job-runner";

// Decision 0024 (docs/decisions/0024-a-job-library.md): two instances on one database run each
// scheduled job once per period, where before every instance ran every job. On PostgreSQL the two
// runners have pools of their own, as two instances do; the embedded database serves one process,
// so there they share its one connection.
const QUICK = { pollingSeconds: 1, cronMonitorSeconds: 1, cronWorkerSeconds: 1 };
const JOBS = ["test-every-minute-a", "test-every-minute-b"];

const handle = testDatabase();
let other: DatabaseHandle | undefined;
beforeAll(async () => {
  if (testDatabaseKind === "postgres")
    other = await openDatabase({ kind: "postgres", url: handle.pool.options.connectionString!, maxConnections: 4 });
});
afterAll(async () => {
  await other?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two runners started together, as two instances are, each with the same jobs; every run recorded. */
async function twoRunners(jobs: Omit<ScheduledJob, "run">[], runAtStart: boolean) {
  const runs = new Map<string, { runner: string; at: Date }[]>(jobs.map(({ name }) => [name, []]));
  const jobsOf = (runner: string): ScheduledJob[] =>
    jobs.map((job) => ({
      ...job,
      run: async () => {
        runs.get(job.name)!.push({ runner, at: new Date() });
        // Long enough for the other runner to claim the same period if it could.
        await pause(300);
      },
    }));
  const runners = await Promise.all([
    startJobRunner({ pool: handle.pool, jobs: jobsOf("a"), timing: QUICK, runAtStart }),
    startJobRunner({ pool: (other ?? handle).pool, jobs: jobsOf("b"), timing: QUICK, runAtStart }),
  ]);
  return { runs, started: new Date(), stop: () => Promise.all(runners.map((runner) => runner.stop())) };
}

it(`two job runners on one ${testDatabaseKind} database run each scheduled job once per minute`, async () => {
  // Started well inside a minute, so the occurrence due at start and the next are a minute apart.
  const seconds = new Date().getUTCSeconds();
  if (seconds > 45) await pause((62 - seconds) * 1000);
  const { runs, started, stop } = await twoRunners(
    JOBS.map((name) => ({ name, cron: "* * * * *", failure: "test job failed" })),
    false,
  );
  try {
    // Until the next minute's occurrence has had time to run.
    const nextMinute = Math.ceil((started.getTime() + 1) / 60_000) * 60_000;
    await pause(nextMinute + 15_000 - Date.now());
  } finally {
    await stop();
  }
  for (const name of JOBS) {
    const minutes = runs.get(name)!.map(({ at }) => Math.floor(at.getTime() / 60_000));
    // The occurrence due at start (this minute's) and the next minute's: once each, not once per runner.
    expect(minutes, `${name}: ${JSON.stringify(runs.get(name))}`).toHaveLength(2);
    expect(new Set(minutes).size).toBe(2);
  }
}, 150_000);

it(`two job runners on one ${testDatabaseKind} database starting together run each job once at start`, async () => {
  const { runs, stop } = await twoRunners(
    JOBS.map((name) => ({ name: `${name}-at-start`, cron: "0 0 1 1 *", failure: "test job failed" })),
    true,
  );
  try {
    await pause(8_000);
  } finally {
    await stop();
  }
  for (const [name, done] of runs) expect(done, name).toHaveLength(1);
}, 60_000);
