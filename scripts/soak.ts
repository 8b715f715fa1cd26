// `npm run soak`: the site under a campus's load while things break (docs/performance.md). Not a
// test, never in CI. Two instances behind HAProxy (scripts/cluster/) on a throwaway PostgreSQL
// cluster of its own (never the server on 5432), products grown to SOAK_PRODUCTS, then
// SOAK_CLIENTS students without JavaScript for SOAK_SECONDS: browsing, searching, signing in,
// posting products with a photo and writing to sellers. During it: one instance killed with
// SIGKILL and started again, PostgreSQL stopped and started, the uploads disk full for a while.
// Afterwards every acknowledged write is looked for in the database, and every photo file in the
// bucket must belong to a listing.
//   SOAK_CLIENTS (50), SOAK_SECONDS (300), SOAK_PRODUCTS (100000), SOAK_PORT (3700: the proxy;
//   the instances take the next two), SOAK_POSTGRES_PORT (5499), SOAK_FAULTS (kill,postgres,disk),
//   SOAK_KEEP=1 keeps the folder (the bucket, every process's output in cluster.log)
import { createWriteStream } from "node:fs";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { cameraPhoto } from "#tests/fixtures/photos";
import { openDatabase, queryRows } from "~/.server/db/client";
import { growProducts } from "./bench/grow-products";
import { type Cluster, startCluster } from "./cluster/start-cluster";
import { type FaultWindow, fillDisk, killInstance, restartPostgres } from "./soak/faults";
import { failureKinds, faultOf, faultSummary, pageTable } from "./soak/report";
import { makeSoakStudents } from "./soak/soak-students";
import { actAsStudent, type Sample } from "./soak/student";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./soak/throwaway-postgres";

const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const PRODUCTS = Number(process.env.SOAK_PRODUCTS ?? 100_000);
const PORT = Number(process.env.SOAK_PORT ?? 3700);
const POSTGRES_PORT = Number(process.env.SOAK_POSTGRES_PORT ?? 5499);
const FAULTS = new Set((process.env.SOAK_FAULTS ?? "kill,postgres,disk").split(",").filter(Boolean));
/** A person's pause between taps on a phone. */
const THINK_MS: [number, number] = [500, 2500];
const SEARCHES = [
  "laptop",
  "labtop",
  "hp laptop",
  "desk lamp",
  "textbook",
  "calculator",
  "phone",
  "mattress",
  "bicycle",
  "kettle",
  "fridge",
  "shoes",
];

if (POSTGRES_PORT === 5432)
  throw new Error("SOAK_POSTGRES_PORT must not be 5432: the soak stops and starts its PostgreSQL");
const dir = await mkdtemp(path.join(tmpdir(), "chuo-soak-"));
const faultFlag = path.join(dir, "disk-full");
console.log(
  `Soak: ${CLIENTS} students for ${SECONDS} s on ${PRODUCTS.toLocaleString("en-US")} products; faults: ${[...FAULTS].join(", ") || "none"} (${dir})`,
);

// Beside the soak's folder, not in it: the folder is root's alone, and PostgreSQL runs as its own user.
let pg: ThrowawayPostgres | undefined;
let cluster: Cluster | undefined;
let progress: NodeJS.Timeout | undefined;
// Every process's output, kept with SOAK_KEEP=1; error lines are counted in the report.
const log = createWriteStream(path.join(dir, "cluster.log"));
const serverErrors: string[] = [];
try {
  pg = await startThrowawayPostgres({
    dir: path.join(tmpdir(), `chuo-soak-postgres-${process.pid}`),
    port: POSTGRES_PORT,
    database: "chuo_soak",
  });
  const database = pg;
  cluster = await startCluster({
    port: PORT,
    instancePorts: [PORT + 1, PORT + 2],
    databaseUrl: database.url,
    dir: path.join(dir, "cluster"),
    env: { STORAGE_FAULT_FILE: faultFlag },
    onLine: (source, line) => {
      log.write(`[${source}] ${line}\n`);
      if (/"level":(50|60)/.test(line)) serverErrors.push(`[${source}] ${line.slice(0, 300)}`);
    },
  });
  console.log(`Cluster up at ${cluster.url}`);

  const setupDb = await openDatabase({ kind: "postgres", url: database.url });
  const growthStarted = Date.now();
  await growProducts(setupDb.db, PRODUCTS);
  console.log(
    `Grew to ${PRODUCTS.toLocaleString("en-US")} products in ${((Date.now() - growthStarted) / 1000).toFixed(1)} s`,
  );
  // Made after the growth, so every product belongs to someone else: students write to its seller.
  const students = await makeSoakStudents(setupDb.db, CLIENTS);
  const productIds = (
    await queryRows<{ id: string }>(
      setupDb.db,
      sql`select id from listings where kind = 'product' and status = 'active' order by random() limit 2000`,
    )
  ).map((r) => r.id);
  await setupDb.close();
  const photos = await Promise.all([1, 2, 3, 4].map((seed) => cameraPhoto(seed, 1600, 1200)));

  const samples: Sample[] = [];
  const acknowledged = { product: [] as string[], message: [] as string[] };
  const loadAtStart = loadavg()[0]!;
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const at = (share: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, started + share * SECONDS * 1000 - Date.now())));
  const running = cluster;
  const faults = (async () => {
    const windows: FaultWindow[] = [];
    if (FAULTS.has("kill")) {
      await at(0.2);
      console.log("Fault: kill -9 instance b");
      windows.push(await killInstance(running, "b", 0.1 * SECONDS * 1000));
    }
    if (FAULTS.has("postgres")) {
      await at(0.55);
      console.log("Fault: PostgreSQL stopped");
      windows.push(await restartPostgres(database, running, 5000));
    }
    if (FAULTS.has("disk")) {
      await at(0.75);
      console.log("Fault: the uploads disk full");
      windows.push(await fillDisk(faultFlag, 0.12 * SECONDS * 1000));
    }
    return windows;
  })();
  // A fault that fails is reported after the students stop, never left unhandled (that would skip the cleanup below).
  const faultsDone = faults.then(
    (windows) => ({ windows, error: null as unknown }),
    (error: unknown) => ({ windows: [] as FaultWindow[], error }),
  );
  progress = setInterval(
    () =>
      console.log(
        `  ${((Date.now() - started) / 1000).toFixed(0)} s: ${samples.length} requests, ${samples.filter((s) => !s.ok).length} not ok`,
      ),
    30_000,
  );
  await Promise.all(
    students.map((student, n) =>
      actAsStudent(
        {
          base: running.url,
          email: student.email,
          password: student.password,
          number: n + 1,
          photo: photos[n % photos.length]!,
          productIds,
          searches: SEARCHES,
          record: (sample) => samples.push(sample),
          acknowledged: ({ kind, text }) => acknowledged[kind].push(text),
        },
        until,
        THINK_MS,
      ),
    ),
  );
  clearInterval(progress);
  const { windows, error: faultError } = await faultsDone;
  if (faultError) throw faultError;

  // Every acknowledged write is there, and no photo file is left without its listing.
  const checkDb = await openDatabase({ kind: "postgres", url: database.url });
  const [{ n: productsFound } = { n: 0 }] = await queryRows<{ n: number }>(
    checkDb.db,
    sql`select count(*)::int as n from listings where title in (select jsonb_array_elements_text(${JSON.stringify(acknowledged.product)}::jsonb))`,
  );
  const [{ n: messagesFound } = { n: 0 }] = await queryRows<{ n: number }>(
    checkDb.db,
    sql`select count(*)::int as n from messages where body in (select jsonb_array_elements_text(${JSON.stringify(acknowledged.message)}::jsonb))`,
  );
  const referenced = new Set(
    (
      await queryRows<{ url: string }>(
        checkDb.db,
        sql`select unnest(image_urls) as url from listings where seller_id::text in (select jsonb_array_elements_text(${JSON.stringify(students.map((s) => s.id))}::jsonb))`,
      )
    ).map((r) => stemOf(r.url)),
  );
  // The minutely job, run by whichever instance claimed it (pg-boss, docs/operations.md#scheduled-jobs).
  const expiryRuns = await queryRows<{ runs: number }>(
    checkDb.db,
    sql`select count(*)::int as runs from pgboss.job where name = 'listing-expiry' and state = 'completed' and started_on >= to_timestamp(${started / 1000}) group by date_trunc('minute', started_on)`,
  );
  await checkDb.close();
  const stored = await storedPhotos(path.join(dir, "cluster", "bucket"), new Set(students.map((s) => s.id)));
  const orphans = [...stored].filter(([stem]) => !referenced.has(stem));

  console.log(
    `\n## Soak: ${CLIENTS} students, ${SECONDS} s, ${PRODUCTS.toLocaleString("en-US")} products, PostgreSQL, two instances behind HAProxy\n`,
  );
  console.log(pageTable(samples, windows).join("\n"));
  console.log(`\nFailures outside the faults, by kind:\n${failureKinds(samples, windows).join("\n") || "none"}`);
  console.log("\nFaults:");
  for (const fault of windows) {
    console.log(`- ${fault.name} at ${((fault.from - started) / 1000).toFixed(0)} s: ${faultSummary(samples, fault)}`);
    for (const finding of fault.findings) console.log(`  - ${finding}`);
  }
  console.log(
    `\nAcknowledged writes found afterwards: products ${productsFound} of ${acknowledged.product.length}, messages ${messagesFound} of ${acknowledged.message.length}`,
  );
  // When each was written, beside the faults' times: a post cut by the kill began before it.
  const orphanTimes = orphans
    .map(
      ([, storedAt]) =>
        `${((storedAt - started) / 1000).toFixed(1)} s${faultOf(windows, storedAt) ? ` (${faultOf(windows, storedAt)!.name})` : ""}`,
    )
    .join(", ");
  console.log(
    `Photos in the bucket without a listing: ${orphans.length} (of ${stored.size} the students stored)${orphans.length ? `, written at ${orphanTimes}` : ""}`,
  );
  const expiryTotal = expiryRuns.reduce((sum, r) => sum + r.runs, 0);
  console.log(
    `The every-minute listing expiry across both instances: ${expiryTotal} runs in ${(SECONDS / 60).toFixed(1)} minutes, ${expiryRuns.length} minutes with a run, ${expiryRuns.filter((r) => r.runs > 1).length} with more than one`,
  );
  console.log(
    `Load average (1 min) at the start and the end: ${loadAtStart.toFixed(2)}, ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`,
  );
  console.log(
    `Error lines the instances logged: ${serverErrors.length}${serverErrors.length ? `, the first:\n${serverErrors.slice(0, 5).join("\n")}` : ""}`,
  );
  process.exitCode =
    productsFound === acknowledged.product.length && messagesFound === acknowledged.message.length ? 0 : 1;
} finally {
  clearInterval(progress);
  // Each step on its own: one that fails must not leave the next running (PostgreSQL on its port).
  await cluster?.stop().catch((error: unknown) => console.error("stopping the cluster failed:", error));
  await pg?.stop().catch((error: unknown) => console.error("stopping PostgreSQL failed:", error));
  log.end();
  if (process.env.SOAK_KEEP === "1") console.log(`Kept ${dir}`);
  else await rm(dir, { recursive: true, force: true });
}

/** A photo's name without its size suffixes: `<owner>/<uuid>`. */
function stemOf(url: string): string {
  const match = /([0-9a-f-]{36})\/([0-9a-f-]{36})/.exec(url);
  return match ? `${match[1]}/${match[2]}` : url;
}

/** The photos stored in the emulator's folder for these owners' product listings, with when each was written. */
async function storedPhotos(bucketDir: string, owners: Set<string>): Promise<Map<string, number>> {
  const photos = new Map<string, number>();
  for (const entry of await readdir(bucketDir, { recursive: true })) {
    const match = /product-images\/([0-9a-f-]{36})\/([0-9a-f-]{36})/.exec(entry);
    if (!match || !owners.has(match[1]!)) continue;
    const stem = `${match[1]}/${match[2]}`;
    const written = (await stat(path.join(bucketDir, entry))).mtimeMs;
    photos.set(stem, Math.min(photos.get(stem) ?? written, written));
  }
  return photos;
}
