import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * What an operator watches (`GET /metrics`, Prometheus text; server/middleware/metrics-route.ts), from the
 * maintained prom-client. One registry per process, like the logger: every part of the app
 * counts into it, and the instance's own figures (pool, streams, payments) are read at each scrape
 * from what `watch…` registered.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: "chuo_" });

/** Requests by route pattern (never the raw path: ids would make a series per listing), method and status. */
export const httpRequests = new Counter({
  name: "chuo_http_requests_total",
  help: "HTTP requests answered, by route pattern, method and status",
  labelNames: ["route", "method", "status"] as const,
  registers: [metricsRegistry],
});

export const httpRequestSeconds = new Histogram({
  name: "chuo_http_request_duration_seconds",
  help: "Time to answer an HTTP request, by route pattern, method and status",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Runs of the scheduled jobs, by job and result (ok, failed). */
export const jobRuns = new Counter({
  name: "chuo_job_runs_total",
  help: "Scheduled job runs, by job and result",
  labelNames: ["job", "result"] as const,
  registers: [metricsRegistry],
});

/** Web Push messages, by what the push service answered (sent, gone, retry). */
export const pushSends = new Counter({
  name: "chuo_push_sends_total",
  help: "Web Push sends, by result",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

/**
 * Alarms of this instance: one client address or one browser opened WhatsApp contacts for more
 * accounts within an hour than honest use does (app/.server/domain/messages/contact/note-opening-source.ts),
 * by source (address, device). A rise means someone may be collecting numbers with many accounts.
 */
export const contactSourceAlarms = new Counter({
  name: "chuo_contact_source_alarms_total",
  help: "Times one client address or one browser opened contacts for many accounts within an hour, by source",
  labelNames: ["source"] as const,
  registers: [metricsRegistry],
});

/**
 * SMS codes not sent because a send budget was spent, by the budget's name
 * (app/.server/domain/verification/phone/phone-rules.ts): a rising deployment or address budget is someone
 * spending our SMS.
 */
export const smsCodeRefusals = new Counter({
  name: "chuo_sms_code_refusals_total",
  help: "SMS codes refused by a send budget, by budget",
  labelNames: ["budget"] as const,
  registers: [metricsRegistry],
});

/** Counts a job's run as ok or failed, and passes its result or error on. */
export async function countedRun<T>(job: string, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    jobRuns.inc({ job, result: "ok" });
    return result;
  } catch (error) {
    jobRuns.inc({ job, result: "failed" });
    throw error;
  }
}

/** What the instance reads at each scrape. */
export interface InstanceFigures {
  /** The database pool: connections open, idle, and requests waiting for one. */
  pool(): { total: number; idle: number; waiting: number };
  openLiveStreams(): number;
  /** Payments by state, from the database. */
  paymentsByStatus(): Promise<{ status: string; count: number }[]>;
  /** Payouts by state, and those flagged for a person, from the database. */
  payoutsByStatus(): Promise<{ byStatus: { status: string; count: number }[]; flagged: number }>;
}

/** Registers the instance's gauges, read from `figures` at each scrape. Once per process. */
export function watchInstance(figures: InstanceFigures): void {
  for (const name of [
    "chuo_db_pool_connections",
    "chuo_db_pool_waiting_requests",
    "chuo_live_streams_open",
    "chuo_payments",
    "chuo_payouts",
    "chuo_payouts_flagged",
  ])
    metricsRegistry.removeSingleMetric(name);
  new Gauge({
    name: "chuo_db_pool_connections",
    help: "Database connections of this instance, by state (in_use, idle)",
    labelNames: ["state"] as const,
    registers: [metricsRegistry],
    collect() {
      const { total, idle } = figures.pool();
      this.set({ state: "idle" }, idle);
      this.set({ state: "in_use" }, total - idle);
    },
  });
  new Gauge({
    name: "chuo_db_pool_waiting_requests",
    help: "Queries of this instance waiting for a database connection",
    registers: [metricsRegistry],
    collect() {
      this.set(figures.pool().waiting);
    },
  });
  new Gauge({
    name: "chuo_live_streams_open",
    help: "Live streams (open tabs) this instance holds",
    registers: [metricsRegistry],
    collect() {
      this.set(figures.openLiveStreams());
    },
  });
  new Gauge({
    name: "chuo_payments",
    help: "Payments by state (the whole database, not one instance)",
    labelNames: ["status"] as const,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const { status, count } of await figures.paymentsByStatus()) this.set({ status }, count);
    },
  });
  new Gauge({
    name: "chuo_payouts",
    help: "Withdrawals by state (the whole database, not one instance)",
    labelNames: ["status"] as const,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const { status, count } of (await figures.payoutsByStatus()).byStatus) this.set({ status }, count);
    },
  });
  new Gauge({
    name: "chuo_payouts_flagged",
    help: "Withdrawals a gateway contradicted, waiting for a person on /admin/payouts",
    registers: [metricsRegistry],
    async collect() {
      this.set((await figures.payoutsByStatus()).flagged);
    },
  });
}
