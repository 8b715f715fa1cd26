// `npm run cluster`: the site as several instances serve it (docs/operations.md#several-instances):
// two app instances behind HAProxy, on one PostgreSQL database and one S3-compatible bucket (the
// emulator), each with its own data folder. Ctrl+C stops them all.
//   CLUSTER_PORT (8080): the proxy's port, the site's address
//   CLUSTER_DATABASE_URL (postgres://postgres@127.0.0.1:5432/chuo_cluster): made if missing
//   CLUSTER_DIR (data/cluster): the bucket, the shared secrets and each instance's folder
import path from "node:path";
import pg from "pg";
import { startCluster } from "./cluster/start-cluster";

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/chuo_cluster";
const dir = path.resolve(process.env.CLUSTER_DIR ?? "data/cluster");

// Ctrl+C or SIGTERM at any moment, start-up included, stops every process this started.
const startUp = new AbortController();
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (cluster) void cluster.stop().then(() => process.exit(0));
    else startUp.abort(); // startCluster stops what it started, then throws: handled below.
  });
}

await createDatabaseIfMissing(databaseUrl);
console.log(`Starting the S3 emulator, two instances and HAProxy (${dir})...`);
try {
  cluster = await startCluster({
    port,
    instancePorts: [port + 1, port + 2],
    databaseUrl,
    dir,
    onLine: (source, line) => console.log(`[${source}] ${line}`),
    signal: startUp.signal,
  });
} catch (error) {
  if (!startUp.signal.aborted) throw error;
  console.log("Stopped while starting.");
  process.exit(0);
}
console.log(
  `\nChuo Market is running at ${cluster.url} (instances ${cluster.instances.map((i) => `${i.name} on ${i.url}`).join(", ")}). Ctrl+C stops it.`,
);

async function createDatabaseIfMissing(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`CLUSTER_DATABASE_URL names an unusual database (${name}): make it yourself`);
  const server = new URL(url);
  server.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
}
