import { percentile } from "../bench/drive";
import type { FaultWindow } from "./faults";
import type { Sample } from "./student";

/** Failures this long after a fault ended still belong to it (a request started during it). */
export const FAULT_GRACE_MS = 5_000;

export const faultOf = (faults: FaultWindow[], at: number) =>
  faults.find((f) => at >= f.from && at <= f.to + FAULT_GRACE_MS);

/** Markdown rows: per page or action, requests, latency and failures outside any fault. */
export function pageTable(samples: Sample[], faults: FaultWindow[]): string[] {
  const labels = [...new Set(samples.map((s) => s.label))];
  const rows = [
    "| page or action | requests | p50 ms | p95 ms | p99 ms | errors outside faults |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const label of labels) {
    const mine = samples.filter((s) => s.label === label);
    const times = mine.map((s) => s.ms).sort((a, b) => a - b);
    const errors = mine.filter((s) => !s.ok && !faultOf(faults, s.at)).length;
    rows.push(
      `| ${label} | ${mine.length} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 95).toFixed(0)} | ${percentile(times, 99).toFixed(0)} | ${errors} |`,
    );
  }
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => !s.ok && !faultOf(faults, s.at)).length;
  rows.push(
    `| **all** | ${samples.length} | ${percentile(all, 50).toFixed(0)} | ${percentile(all, 95).toFixed(0)} | ${percentile(all, 99).toFixed(0)} | ${errors} |`,
  );
  return rows;
}

/** What each fault cost: the failed requests in its window, by status (0: no answer). */
export function faultSummary(samples: Sample[], fault: FaultWindow): string {
  const inside = samples.filter((s) => s.at >= fault.from && s.at <= fault.to + FAULT_GRACE_MS);
  const failed = inside.filter((s) => !s.ok && !s.refusedClearly);
  const byStatus = new Map<string, number>();
  for (const s of failed) {
    const kind = `${s.status === 0 ? "no answer" : s.status} (${s.label}${s.detail ? `: ${s.detail}` : ""})`;
    byStatus.set(kind, (byStatus.get(kind) ?? 0) + 1);
  }
  const statuses = [...byStatus].map(([status, n]) => `${n} × ${status}`).join(", ") || "none";
  const clear = inside.filter((s) => s.refusedClearly).length;
  return `${inside.length} requests in ${((fault.to - fault.from) / 1000).toFixed(1)} s (+${FAULT_GRACE_MS / 1000} s); failed: ${statuses}${clear ? `; postings refused with the site's own words: ${clear}` : ""}`;
}

/** The failures outside any fault, counted by page, status and what the page said (its title). */
export function failureKinds(samples: Sample[], faults: FaultWindow[]): string[] {
  const kinds = new Map<string, number>();
  for (const s of samples) {
    if (s.ok || faultOf(faults, s.at)) continue;
    const kind = `${s.label}: ${s.status || "no answer"}${s.detail ? ` (${s.detail})` : ""}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [...kinds].sort((a, b) => b[1] - a[1]).map(([kind, n]) => `- ${n} × ${kind}`);
}
