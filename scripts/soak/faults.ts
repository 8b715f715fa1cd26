import { rm, writeFile } from "node:fs/promises";
import type { Cluster } from "../cluster/start-cluster";
import type { ThrowawayPostgres } from "./throwaway-postgres";

/** When a fault was in effect (until the site had recovered), and what was seen. */
export interface FaultWindow {
  name: string;
  from: number;
  to: number;
  findings: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Until the instance's own /readyz answers 200 (asked directly, past the proxy). */
async function untilReady(url: string, deadline: number): Promise<number | null> {
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (answer?.status === 200) return Date.now();
    await sleep(250);
  }
  return null;
}

/** kill -9 an instance mid-traffic; the proxy must take it out, and it is started again after `downMs`. */
export async function killInstance(cluster: Cluster, name: string, downMs: number): Promise<FaultWindow> {
  const instance = cluster.instances.find((i) => i.name === name)!;
  const from = Date.now();
  instance.child.kill("SIGKILL");
  await instance.exited;
  await sleep(downMs);
  const restarting = Date.now();
  await cluster.restart(name);
  const to = Date.now();
  const proxyLines = cluster.proxy
    .output()
    .split("\n")
    .filter(
      (line) => line.includes(`/${name} is`) || line.includes(`${name} is DOWN`) || line.includes(`${name} is UP`),
    );
  return {
    name: `kill -9 instance ${name}`,
    from,
    to,
    findings: [
      `started again ${seconds(downMs)} after the kill, ready in ${seconds(to - restarting)}`,
      ...proxyLines.map((line) => `HAProxy: ${line.replace(/^.*?(Server|\[WARNING\])/, "$1")}`),
    ],
  };
}

/** Stops PostgreSQL for `downMs` and starts it again; every instance must reconnect by itself. */
export async function restartPostgres(pg: ThrowawayPostgres, cluster: Cluster, downMs: number): Promise<FaultWindow> {
  const from = Date.now();
  const { stoppedAt, startedAt } = await pg.restart(downMs);
  const findings = [
    `PostgreSQL down from ${seconds(stoppedAt - from)} to ${seconds(startedAt - from)} after the stop began`,
  ];
  let to = startedAt;
  for (const instance of cluster.instances) {
    const ready = await untilReady(instance.url, startedAt + 60_000);
    findings.push(
      ready
        ? `instance ${instance.name}: /readyz 200 again ${seconds(ready - startedAt)} after PostgreSQL was back, nobody restarting it`
        : `instance ${instance.name}: NOT ready within 60 s`,
    );
    if (ready) to = Math.max(to, ready);
  }
  return { name: "PostgreSQL restarted", from, to, findings };
}

/** The uploads disk nearly full (STORAGE_FAULT_FILE: every other write refused with ENOSPC) for `ms`. */
export async function fillDisk(flagFile: string, ms: number): Promise<FaultWindow> {
  const from = Date.now();
  await writeFile(flagFile, "");
  await sleep(ms);
  await rm(flagFile, { force: true });
  return { name: "uploads disk full (ENOSPC)", from, to: Date.now(), findings: [] };
}
