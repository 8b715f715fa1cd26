import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chown, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface ThrowawayPostgres {
  /** A connection string to the database made for the soak. */
  url: string;
  port: number;
  /** Stops the server (fast: open connections are cut) and starts it again after `downMs`. */
  restart(downMs: number): Promise<{ stoppedAt: number; startedAt: number }>;
  stop(): Promise<void>;
}

/** Debian's PostgreSQL programs (the newest installed version). */
async function postgresBin(): Promise<string> {
  const versions = (await readdir("/usr/lib/postgresql")).sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => existsSync(path.join(dir, "pg_ctl")));
  if (!bin) throw new Error("no PostgreSQL server programs under /usr/lib/postgresql: apt-get install postgresql");
  return bin;
}

/**
 * A PostgreSQL cluster of the soak's own, in a scratch folder on its own port, so restarting it
 * (a fault the soak injects) never touches the server on 5432 that CI and other tests use.
 * PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user.
 */
export async function startThrowawayPostgres({
  dir,
  port,
  database,
}: {
  dir: string;
  port: number;
  database: string;
}): Promise<ThrowawayPostgres> {
  const bin = await postgresBin();
  const asRoot = userInfo().uid === 0;
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  const dataDir = path.join(dir, "data");
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const owner = asRoot
    ? {
        uid: Number((await run("id", ["-u", "postgres"])).stdout),
        gid: Number((await run("id", ["-g", "postgres"])).stdout),
      }
    : null;
  if (owner) await chown(dir, owner.uid, owner.gid);
  // A password over TCP (any local user could reach a trusting server on 127.0.0.1); the socket,
  // in the postgres user's own folder, trusts that user alone.
  const password = randomBytes(18).toString("base64url");
  const passwordFile = path.join(dir, "password");
  await writeFile(passwordFile, password, { mode: 0o600 });
  if (owner) await chown(passwordFile, owner.uid, owner.gid);
  await pg("initdb", [
    "-D",
    dataDir,
    "--auth-host=scram-sha-256",
    "--auth-local=trust",
    "-U",
    "postgres",
    `--pwfile=${passwordFile}`,
    "--no-sync",
  ]);
  // Enough connections for two instances' pools and the soak's own; the socket stays in the folder.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=on`;
  const start = () =>
    pg("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "start"]);
  const stop = () => pg("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "60", "stop"]);
  await start();
  try {
    await pg("createdb", ["-h", dir, "-p", String(port), "-U", "postgres", database]);
  } catch (error) {
    // A server started but not handed over would outlive the soak on its port.
    await stop().catch(() => {});
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    port,
    async restart(downMs) {
      await stop();
      const stoppedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
      return { stoppedAt, startedAt: Date.now() };
    },
    async stop() {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
