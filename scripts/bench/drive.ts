import autocannon from "autocannon";

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** The p-th percentile of latencies sorted ascending (the soak's report uses it too). */
export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Drives one URL with `connections` concurrent clients for `seconds`; latencies are per request, in ms. */
export async function drive(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    // Requests per second over the whole run (autocannon's average of per-second counts drops the last partial second).
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
  };
}

export const ms = (n: number) => n.toFixed(1);

export function summarize(f: Figures) {
  return `${f.requestsPerSecond.toFixed(0).padStart(5)} req/s  p50 ${ms(f.p50)} ms  p95 ${ms(f.p95)} ms  p99 ${ms(f.p99)} ms  errors ${f.errors}`;
}
