import { type ChildProcess, fork } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, utimes } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { logger } from "~/.server/runtime/logger";

/** pg finds a server's Unix socket as `<host>/.s.PGSQL.<port>`. */
export const EMBEDDED_DATABASE_PORT = 5432;
const PROCESS_SCRIPT = "server/embedded-database/database-process.mjs";
/** A restart waits longer after each failure, up to this; a crash right after boot does not spin. */
const MAX_RESTART_DELAY_MS = 5_000;
/** A request arriving while the process restarts waits this long for it before failing. */
const SERVING_WAIT_MS = 30_000;
const STOP_WAIT_MS = 15_000;
const HOUR_MS = 60 * 60 * 1000;

export class EmbeddedDatabaseError extends Error {}
/** Another process has the data folder open. */
export class EmbeddedDatabaseInUseError extends EmbeddedDatabaseError {}

/** The embedded database's process, as its supervisor in the app sees it. */
export interface EmbeddedDatabase {
  /** The folder holding its socket: pg's `host`. */
  readonly socketDir: string;
  /** Resolves once it accepts connections; while it restarts after a crash, waits for it (up to 30 s). */
  whenServing(): Promise<void>;
  /** The process id while it runs (tests kill it). */
  pid(): number | undefined;
  /** How many times it was restarted after stopping unexpectedly. */
  restarts(): number;
  /** Asks it to finish the statement it runs, close the data folder and exit. */
  stop(): Promise<void>;
}

/**
 * Starts PGlite in its own process (server/embedded-database/database-process.mjs), so queries
 * never run on the web server's event loop, and restarts it if it stops unexpectedly; a committed
 * transaction is on disk before its COMMIT is answered, so a crash loses nothing acknowledged.
 * `dataDir` undefined keeps the database in memory (tests), empty or a copy of `initialData` (a
 * tarball of a data folder, as PGlite's dumpDataDir writes it).
 */
export async function startEmbeddedDatabase(options: {
  dataDir?: string;
  initialData?: string;
}): Promise<EmbeddedDatabase> {
  const script = locateProcessScript();
  // mkdtemp makes the folder private to this user (0700): nobody else on the machine can connect.
  const socketDir = await mkdtemp(path.join(tmpdir(), "chuo-db-"));
  const socketPath = path.join(socketDir, `.s.PGSQL.${EMBEDDED_DATABASE_PORT}`);
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let restarting = false;
  let serving = settled();

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const proc = fork(
        script,
        [JSON.stringify({ dataDir: options.dataDir ?? null, socketPath, initialData: options.initialData ?? null })],
        {
          execArgv: [],
          stdio: ["ignore", "inherit", "inherit", "ipc"],
        },
      );
      child = proc;
      proc.on("message", (message: { type?: string; pid?: number }) => {
        if (message.type === "ready") resolve();
        if (message.type === "failed")
          reject(
            new EmbeddedDatabaseInUseError(
              `The embedded database in ${options.dataDir} is in use by process ${message.pid}: stop that process first (one process may open a data folder).`,
            ),
          );
      });
      proc.once("error", reject);
      proc.once("exit", (code, signal) => {
        reject(
          new EmbeddedDatabaseError(
            `The embedded database process exited (${signal ?? `code ${code}`}) before it was ready.`,
          ),
        );
        if (child === proc) child = undefined;
        if (!stopping && !restarting) void restartAfter(code, signal);
      });
    });

  const restartAfter = async (code: number | null, signal: NodeJS.Signals | null) => {
    restarting = true;
    if (serving.done) serving = settled(false);
    restarts++;
    logger.error({ code, signal }, "the embedded database process stopped unexpectedly: restarting it");
    try {
      for (let attempt = 0; !stopping; attempt++) {
        await delay(attempt === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 100 * 2 ** attempt));
        if (stopping) return;
        try {
          await launch();
          logger.warn({ restarts }, "the embedded database process is serving again");
          serving.resolve();
          return;
        } catch (error) {
          // Tried again with growing delays, also when another process holds the folder meanwhile
          // (a script run during the restart): it lets go when it is done.
          logger.error({ err: error, attempt }, "the embedded database process could not be restarted");
        }
      }
    } finally {
      restarting = false;
    }
  };

  // Temporary-file cleaners remove what has not been touched for days; PostgreSQL touches its
  // socket hourly for the same reason.
  const keepSocket = setInterval(() => {
    const now = new Date();
    void utimes(socketPath, now, now).catch(() => undefined);
    void utimes(socketDir, now, now).catch(() => undefined);
  }, HOUR_MS).unref();

  try {
    await launch();
  } catch (error) {
    clearInterval(keepSocket);
    stopping = true;
    child?.kill("SIGKILL");
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }

  return {
    socketDir,
    pid: () => child?.pid,
    restarts: () => restarts,
    async whenServing() {
      const deadline = Date.now() + SERVING_WAIT_MS;
      for (;;) {
        if (stopping) throw new EmbeddedDatabaseError("The embedded database has been stopped.");
        const left = deadline - Date.now();
        if (left <= 0) throw new EmbeddedDatabaseError("The embedded database did not come back within 30 s.");
        if (!serving.done) await raceWithTimeout(serving.promise, left);
        // A process that just died is noticed a moment after its socket stops answering: ask the
        // socket itself, so a connection made in that moment waits for the restart, not fails.
        else if (await accepts(socketPath)) return;
        else await delay(25);
      }
    },
    async stop() {
      stopping = true;
      clearInterval(keepSocket);
      serving.resolve();
      const proc = child;
      if (proc && proc.exitCode === null && proc.signalCode === null) {
        const exited = new Promise((resolve) => proc.once("exit", resolve));
        proc.send({ type: "stop" });
        const timer = setTimeout(() => proc.kill("SIGKILL"), STOP_WAIT_MS);
        await exited;
        clearTimeout(timer);
      }
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}

/** A promise with its resolver, that says whether it has resolved. */
function settled(done = true) {
  let resolve!: () => void;
  const state = { done, promise: Promise.resolve(), resolve: () => resolve() };
  state.promise = new Promise<void>((r) => {
    resolve = () => {
      state.done = true;
      r();
    };
  });
  if (done) resolve();
  return state;
}

/** Whether something accepts connections on the socket (the probe is closed at once). */
function accepts(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `promise` at most `ms` (and leaves no timer behind). */
async function raceWithTimeout(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The process script is plain JavaScript outside the bundle: found from this module's folder
 * upwards, which works from the sources (tests, scripts) and from build/server (production).
 */
function locateProcessScript(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, PROCESS_SCRIPT);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new EmbeddedDatabaseError(`${PROCESS_SCRIPT} was not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}
