import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import webPush from "web-push";
import { haproxyConfig, PROXY_ERROR_STATUSES } from "./haproxy-config";
import { proxyErrorPage } from "./proxy-error-page";

const ROOT = path.resolve(import.meta.dirname, "../..");
const HAPROXY = "/usr/sbin/haproxy";
const BUCKET = "chuo-photos";
/** The emulator says its port at once; one that has not within this is taken as hung. */
const EMULATOR_START_MS = 30_000;

export interface ClusterOptions {
  /** The proxy's port: the site's address is http://localhost:<port>. */
  port: number;
  /** One port per instance; their names are a, b, ... */
  instancePorts: number[];
  /** The one PostgreSQL database every instance uses (it must exist). */
  databaseUrl: string;
  /** Where the bucket, the shared secrets and each instance's data folder are kept. */
  dir: string;
  /** The addresses the proxy listens on (default 127.0.0.1 only: the cluster is this machine's). */
  bindAddresses?: string[];
  /** More settings for every instance. */
  env?: Record<string, string>;
  /** Each process's output, line by line. */
  onLine?: (source: string, line: string) => void;
  /** Stops a start-up under way (Ctrl+C while it starts): what was started is stopped, and startCluster throws. */
  signal?: AbortSignal;
}

export interface ClusterProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

export interface Cluster {
  url: string;
  instances: (ClusterProcess & { port: number; url: string })[];
  /** HAProxy: its output says when it took an instance out or back. */
  proxy: ClusterProcess;
  /** Starts a stopped or killed instance again, with the same settings. */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `npm run cluster` and the cluster test: the S3 emulator (scripts/s3-emulator.mjs), then the
 * instances one after the other (the first migrates and seeds), each `npm start` with its own
 * data folder but the bucket, the database and the secrets shared, then HAProxy in front.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install haproxy`);
  await mkdir(options.dir, { recursive: true });
  const secrets = await sharedSecrets(options.dir);
  const processes: ClusterProcess[] = [];
  const log = options.onLine ?? (() => {});
  const signal = options.signal;
  signal?.throwIfAborted();

  const bucketDir = path.join(options.dir, "bucket");
  await mkdir(bucketDir, { recursive: true });
  const s3 = watch(
    "s3",
    spawn(
      process.execPath,
      ["--openssl-legacy-provider", path.join(ROOT, "scripts/s3-emulator.mjs"), bucketDir, BUCKET],
      { stdio: ["ignore", "pipe", "pipe"] },
    ),
    log,
  );
  processes.push(s3);
  let s3Port: number;
  try {
    s3Port = await untilOutput(s3, /\{"port":(\d+)\}/, EMULATOR_START_MS, signal).then((match) => Number(match[1]));
  } catch (error) {
    await stopAll(processes);
    throw error;
  }

  const instanceEnv = (name: string, port: number): Record<string, string> => ({
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    // Its site is this machine's: the cluster spec signs in as demo accounts, and the soak grows
    // its products from the demo sellers and photos.
    DEMO_DATA: "1",
    ...options.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${options.port}`,
    DATA_DIR: path.join(options.dir, `instance-${name}`),
    DATABASE_URL: options.databaseUrl,
    INSTANCE_NAME: name,
    TRUSTED_PROXY_COUNT: "1",
    STORAGE_DRIVER: "s3",
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    AUTH_SECRET: secrets.authSecret,
    VAPID_PUBLIC_KEY: secrets.vapidPublicKey,
    VAPID_PRIVATE_KEY: secrets.vapidPrivateKey,
  });
  const instances: Cluster["instances"] = [];
  let proxy: ClusterProcess | undefined;
  const startInstance = async (name: string, port: number) => {
    const instance = watch(
      name,
      spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
        cwd: ROOT,
        env: instanceEnv(name, port),
        stdio: ["ignore", "pipe", "pipe"],
      }),
      log,
    );
    try {
      await untilOutput(instance, "Chuo Market is running at", 120_000, signal);
    } catch (error) {
      // One that never became ready must not outlive the attempt (it would hold its port).
      await stopAll([instance]);
      throw error;
    }
    return { ...instance, port, url: `http://127.0.0.1:${port}` };
  };
  try {
    for (const [index, port] of options.instancePorts.entries())
      instances.push(await startInstance(String.fromCharCode(97 + index), port));
    const configFile = path.join(options.dir, "haproxy.cfg");
    for (const status of PROXY_ERROR_STATUSES)
      await writeFile(path.join(options.dir, `${status}.http`), proxyErrorPage(status));
    await writeFile(
      configFile,
      haproxyConfig({
        port: options.port,
        instances: instances.map(({ name, port }) => ({ name, port })),
        bindAddresses: options.bindAddresses,
        errorPagesDir: options.dir,
      }),
    );
    proxy = watch("proxy", spawn(HAPROXY, ["-db", "-f", configFile], { stdio: ["ignore", "pipe", "pipe"] }), log);
    processes.push(proxy);
    await untilEveryInstanceAnswers(`http://127.0.0.1:${options.port}`, instances.length, proxy, signal);
  } catch (error) {
    await stopAll([...instances, ...processes]);
    throw error;
  }

  return {
    url: `http://localhost:${options.port}`,
    instances,
    proxy: proxy!,
    async restart(name) {
      const index = instances.findIndex((instance) => instance.name === name);
      const old = instances[index]!;
      if (old.child.exitCode === null && old.child.signalCode === null)
        throw new Error(`instance ${name} is still running`);
      instances[index] = await startInstance(name, old.port);
    },
    stop: () => stopAll([...instances, ...processes.reverse()]),
  };
}

/** One AUTH_SECRET and one VAPID key pair for every instance, kept in the cluster's folder. */
async function sharedSecrets(
  dir: string,
): Promise<{ authSecret: string; vapidPublicKey: string; vapidPrivateKey: string }> {
  const file = path.join(dir, "secrets.json");
  if (existsSync(file)) return JSON.parse(await readFile(file, "utf8"));
  const vapid = webPush.generateVAPIDKeys();
  const secrets = {
    authSecret: randomBytes(32).toString("hex"),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

function watch(name: string, child: ChildProcess, log: (source: string, line: string) => void): ClusterProcess {
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on("line", (line) => {
      output += `${line}\n`;
      log(name, line);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, child, exited, output: () => output };
}

/** Waits until the process has said `text` (or written a line `text` matches), and returns the match. */
async function untilOutput(
  process: ClusterProcess,
  text: string | RegExp,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<RegExpExecArray | string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const output = process.output();
    const found = typeof text === "string" ? (output.includes(text) ? [text] : null) : text.exec(output);
    if (found) return found;
    signal?.throwIfAborted();
    if (process.child.exitCode !== null || process.child.signalCode !== null)
      throw new Error(`${process.name} stopped before "${text}":\n${output.slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`${process.name} did not say "${text}" within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The proxy is up and has seen every instance's /readyz answer 200: requests reach each of them. */
async function untilEveryInstanceAnswers(
  url: string,
  count: number,
  proxy: ClusterProcess,
  signal: AbortSignal | undefined,
): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + 30_000;
  while (seen.size < count) {
    signal?.throwIfAborted();
    if (proxy.child.exitCode !== null) throw new Error(`HAProxy stopped:\n${proxy.output()}`);
    if (Date.now() > deadline)
      throw new Error(`only instances ${[...seen].join(", ") || "none"} answered through the proxy`);
    const answer = await fetch(`${url}/readyz`).catch(() => null);
    const name = answer?.ok ? answer.headers.get("x-instance") : null;
    if (name) seen.add(name);
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopAll(processes: ClusterProcess[]): Promise<void> {
  for (const each of processes) {
    if (each.child.exitCode !== null || each.child.signalCode !== null) continue;
    each.child.kill("SIGTERM");
    await each.exited;
  }
}
