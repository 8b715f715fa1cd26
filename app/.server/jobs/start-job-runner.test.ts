import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testDatabase, testDatabaseKind } from "#tests/fixtures/test-database";
import { logger } from "../runtime/logger";
import { jobRuns } from "../runtime/metrics";
import type { ScheduledJob } from "./schedules";
import { startJobRunner } from "./start-job-runner";

// Decision 0024's tests before the switch (docs/decisions/0024-a-job-library.md, Consequences):
// the runner shares the app's pool, which on the embedded database is its one connection.
const QUICK = { pollingSeconds: 1, cronMonitorSeconds: 1, cronWorkerSeconds: 1 };

const handle = testDatabase();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await pause(200);
  }
}

async function runsOf(job: string, result: "ok" | "failed") {
  return (await jobRuns.get()).values.find((v) => v.labels.job === job && v.labels.result === result)?.value ?? 0;
}

async function jobStates(name: string) {
  const { rows } = await handle.pool.query<{ state: string }>("select state::text from pgboss.job where name = $1", [
    name,
  ]);
  return rows.map((r) => r.state);
}

describe(`the job runner on ${testDatabaseKind}`, () => {
  it("runs a scheduled job, at start and on its schedule, while requests hold the database in long transactions, and nothing hangs", async () => {
    const ran: Date[] = [];
    const job: ScheduledJob = {
      name: "test-busy-database",
      cron: "* * * * *",
      failure: "test job failed",
      run: async () => void ran.push(new Date()),
    };
    // A request holding the connection 1.5 s out of every 2 s: on the embedded database every
    // statement of the runner (its schema, polls, the cron pass, the run) waits for it.
    let requests = true;
    let committed = 0;
    const busy = (async () => {
      while (requests) {
        await handle.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await pause(1500);
        });
        committed++;
        await pause(500);
      }
    })();
    const runner = await startJobRunner({ pool: handle.pool, jobs: [job], timing: QUICK }).catch((error: unknown) => {
      requests = false;
      throw error;
    });
    let stopped = false;
    try {
      // The start's run, then a run of the schedule: a second run, in a later minute than the first
      // (a start just before a minute's end has its own run fall in the next minute).
      await until(() => ran.length >= 1, 30_000);
      await until(() => ran.length >= 2 && ran.at(-1)!.getUTCMinutes() !== ran[0]!.getUTCMinutes(), 90_000);
      // And the requests went on meanwhile, several of them.
      await until(() => committed >= 3, 30_000);
      const stopping = Date.now();
      await runner.stop();
      stopped = true;
      expect(Date.now() - stopping).toBeLessThan(20_000);
    } finally {
      // A wait that timed out must not leave the runner polling and the transactions going: the database could not close.
      if (!stopped) await runner.stop();
      requests = false;
    }
    // Every transaction committed (one that failed would reject here), and they went on throughout.
    await busy;
    expect(committed).toBeGreaterThanOrEqual(3);
  }, 150_000);

  it("tries a failing job again, then gives it up with a logged error, and the process goes on", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      const failed = await runsOf("test-failing", "failed");
      const job: ScheduledJob = {
        name: "test-failing",
        cron: "0 0 1 1 *",
        failure: "test job failed",
        run: async () => {
          throw new Error("the gateway is down");
        },
      };
      const runner = await startJobRunner({
        pool: handle.pool,
        jobs: [job],
        timing: QUICK,
        retry: { limit: 2, delaySeconds: 1 },
      });
      await until(async () => (await jobStates("test-failing")).includes("failed"), 45_000);
      await runner.stop();
      expect((await runsOf("test-failing", "failed")) - failed).toBe(3);
      const tries = warn.mock.calls.filter(([, message]) => message === "test job failed; trying again soon");
      expect(tries.map(([fields]) => (fields as { attempt: number }).attempt)).toEqual([1, 2]);
      const givenUp = error.mock.calls.filter(
        ([, message]) => message === "test job failed; given up until its next run",
      );
      expect(givenUp).toHaveLength(1);
      expect(givenUp[0]![0]).toMatchObject({ job: "test-failing", attempts: 3 });
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  }, 90_000);

  it("lets a run under way at shutdown finish it", async () => {
    let finished = false;
    let begun = false;
    const job: ScheduledJob = {
      name: "test-slow",
      cron: "0 0 1 1 *",
      failure: "test job failed",
      run: async () => {
        begun = true;
        await pause(2000);
        finished = true;
      },
    };
    const runner = await startJobRunner({ pool: handle.pool, jobs: [job], timing: QUICK });
    await until(() => begun, 30_000);
    await runner.stop();
    expect(finished).toBe(true);
    expect(await jobStates("test-slow")).toEqual(["completed"]);
  }, 60_000);
});
