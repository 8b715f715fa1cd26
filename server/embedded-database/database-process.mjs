// The embedded database's own process (docs/decisions/0008-embedded-database-process.md): PGlite
// runs here, off the web server's event loop, and speaks the PostgreSQL wire protocol on a Unix
// socket, so the app reaches it through `pg` exactly as it reaches a PostgreSQL server.
//
// Started and supervised by app/.server/db/embedded/start-embedded-database.ts with one argument,
// a JSON object { dataDir, socketPath, initialData } (dataDir null: in memory; initialData: a
// tarball an in-memory database starts from, as the tests' migrated template). Plain JavaScript because Node
// runs it as it is, in development, tests and production alike.
//
// PGlite is one database session, so this serves one connection at a time: a second waits until
// the first closes (the app's pool holds one connection), so no client's statements or
// transaction ever interleave with another's. When a connection closes, whatever it left open is
// undone (an unfinished transaction rolled back, session settings, prepared statements and
// advisory locks discarded), as a server does when a backend ends.

import { link, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const { dataDir, socketPath, initialData } = JSON.parse(process.argv[2] ?? "{}");
/** How long a second connection waits for the one being served before it is refused. */
const QUEUE_WAIT_MS = 10_000;
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** Larger messages are refused: nothing the app sends comes near it (photos are files, not rows). */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

class ProtocolViolation extends Error {}

// Ctrl+C in a terminal reaches every process of the group: the app, which supervises this one,
// decides when it stops (it finishes its requests first), so SIGINT alone is not a reason to go.
process.on("SIGINT", () => {
  if (!process.connected) void stop();
});

// A backup's signal (see answerBackupRequests) may come while the database is still opening; its
// default action would end the process. It is noted, and answered once the database is open.
let backupAsked = false;
let answerBackups = () => {
  backupAsked = true;
};
process.on("SIGUSR2", () => answerBackups());

const lockPath = dataDir ? `${dataDir}.lock` : null;
await takeDataDirLock();
// Starting from a copy is several times faster than initdb and every migration; a data folder
// starts from one only when it is new (a restore: app/.server/backup/), never over a database.
if (initialData && dataDir && (await readdir(dataDir).catch(() => [])).length > 0) {
  console.error(`embedded database: ${dataDir} is not empty, so it cannot start from ${initialData}`);
  process.exit(1);
}
const loadDataDir = initialData ? new Blob([await readFile(initialData)]) : undefined;
// The planner's default page costs describe a spinning disk, where reading pages out of order costs
// four times reading them in order. Here every page comes through PGlite's own file layer at one
// price: priced as PostgreSQL advises for SSDs, a filter matching a tenth of the listings (a
// category, a common search word) reads its rows through the index instead of the whole table
// (56 ms to 19 ms for a category's count at 100,000 products: docs/performance.md, 2026-11-28).
const PLANNER_SETTINGS = ["-c", "random_page_cost=1.1"];
const db = await PGlite.create(dataDir ?? "memory://", {
  extensions: { pg_trgm },
  loadDataDir,
  startParams: [...PGlite.defaultStartParams, ...PLANNER_SETTINGS],
});

/** Frames the wire protocol: the first message of a connection has no type byte. */
function takeMessage(state) {
  const buffer = state.buffer;
  if (!state.started) {
    if (buffer.length < 8) return null;
    const length = buffer.readInt32BE(0);
    if (length < 8 || length > MAX_MESSAGE_BYTES) throw new ProtocolViolation(`a startup message of ${length} bytes`);
    if (buffer.length < length) return null;
    const message = buffer.subarray(0, length);
    state.buffer = buffer.subarray(length);
    return { startup: true, code: buffer.readInt32BE(4), message };
  }
  if (buffer.length < 5) return null;
  const declared = buffer.readInt32BE(1);
  if (declared < 4 || declared > MAX_MESSAGE_BYTES) throw new ProtocolViolation(`a message of ${declared} bytes`);
  const length = 1 + declared;
  if (buffer.length < length) return null;
  const message = buffer.subarray(0, length);
  state.buffer = buffer.subarray(length);
  return { startup: false, type: String.fromCharCode(message[0]), message };
}

function errorResponse(code, text) {
  const fields = Buffer.concat([Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0`), Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write("E", 0);
  header.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([header, fields]);
}

const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/** Serves one client until it goes; the database is exclusively its meanwhile. */
async function serve(socket) {
  const state = { buffer: Buffer.alloc(0), started: false, closed: false, wake: null };
  socket.setNoDelay(true);
  socket.on("data", (chunk) => {
    state.buffer = state.buffer.length === 0 ? chunk : Buffer.concat([state.buffer, chunk]);
    state.wake?.();
  });
  const closed = new Promise((resolve) => socket.once("close", resolve));
  socket.once("close", () => {
    state.closed = true;
    state.wake?.();
  });
  socket.resume();
  let dirty = false;
  try {
    while (!state.closed) {
      let next;
      try {
        next = takeMessage(state);
      } catch (error) {
        if (!(error instanceof ProtocolViolation)) throw error;
        socket.write(errorResponse("08P01", `invalid message framing: ${error.message}`));
        break;
      }
      if (!next) {
        await new Promise((resolve) => {
          state.wake = resolve;
        });
        state.wake = null;
        continue;
      }
      if (next.startup) {
        if (next.code === SSL_REQUEST || next.code === GSS_REQUEST) {
          socket.write("N");
          continue;
        }
        if (next.code === CANCEL_REQUEST) break; // nothing to cancel: one statement runs at a time
        state.started = true;
      } else if (next.type === "X") {
        break; // Terminate: the session is cleaned up below, as for a dropped connection
      }
      dirty = true;
      await pglite(() =>
        db.execProtocolRawStream(new Uint8Array(next.message), {
          onRawData: (data) => {
            if (!state.closed) socket.write(Buffer.from(data));
          },
        }),
      );
    }
  } finally {
    socket.end();
    if (dirty) await pglite(resetSession);
    await closed;
  }
}

/**
 * Runs a call into PGlite. SQL errors come back inside the protocol's answer; an exception means
 * PGlite itself failed (its WebAssembly aborted, say) and is no longer usable: the process exits,
 * so the app's supervisor starts a fresh one, which recovers from the write-ahead log.
 */
async function pglite(call) {
  try {
    return await call();
  } catch (error) {
    console.error("embedded database: PGlite failed, exiting so it is restarted", error);
    process.exit(1);
  }
}

/** Undoes what a client left: an unfinished pipeline or transaction, and its session state. */
async function resetSession() {
  await db.execProtocolRaw(SYNC);
  // Two statements: DISCARD ALL cannot run inside the implicit transaction of a multi-statement query.
  await db.exec("rollback");
  await db.exec("discard all");
}

// One connection at a time, the others queue (and give up after QUEUE_WAIT_MS).
let busy = Promise.resolve();
const server = net.createServer({ pauseOnConnect: true }, (socket) => {
  // A client may vanish while it waits its turn: its socket's errors end here, not the process.
  socket.on("error", () => {});
  const turn = busy;
  let release;
  busy = new Promise((resolve) => {
    release = resolve;
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    socket.end(
      errorResponse("53300", "the embedded database serves one connection at a time, and another is using it"),
      () => socket.destroy(),
    );
    setTimeout(() => socket.destroy(), 1_000).unref();
  }, QUEUE_WAIT_MS);
  turn
    .then(async () => {
      clearTimeout(timer);
      if (timedOut || socket.destroyed) return;
      await serve(socket);
    })
    .catch((error) => console.error("embedded database: a connection failed", error))
    .finally(release);
});

await rm(socketPath, { force: true });
await new Promise((resolve, reject) => {
  server.once("error", reject);
  server.listen(socketPath, resolve);
});
process.send?.({ type: "ready" });

let stopping = null;
function stop() {
  stopping ??= (async () => {
    server.close();
    // The connection being served finishes its statement; queued ones are refused.
    await Promise.race([busy, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await db.close();
    if (lockPath) await rm(lockPath, { force: true });
    process.exit(0);
  })();
  return stopping;
}
process.on("message", (message) => {
  if (message?.type === "stop") void stop();
});
// `npm run backup` while the app runs (app/.server/backup/embedded-database-backup.ts): it leaves a
// request beside the data folder and sends SIGUSR2.
answerBackups = () => void answerBackupRequests();
if (backupAsked) answerBackups();
// The app is gone (it crashed or was killed): close the data folder cleanly and leave.
process.on("disconnect", () => void stop());
// A service manager may send SIGTERM to the whole group: while the app is there, it decides when
// this process stops (after its last requests); on its own, SIGTERM stops it cleanly.
process.on("SIGTERM", () => {
  if (!process.connected) void stop();
});

/**
 * One process per data folder: a second one (another `npm start`, a script) would corrupt it.
 * The lock appears whole (written aside, then linked into place, which fails if one exists); a
 * lock left by a dead process is renamed away (only one taker's rename succeeds) and checked to
 * be that dead one's before the new lock is linked.
 */
async function takeDataDirLock() {
  if (!lockPath) return;
  const mine = `${lockPath}.${process.pid}`;
  await writeFile(mine, String(process.pid));
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        await link(mine, lockPath);
        return;
      } catch (error) {
        if (error.code !== "EEXIST") throw error;
      }
      const holder = Number.parseInt(await readFile(lockPath, "utf8").catch(() => ""), 10);
      if (holder && isAlive(holder)) {
        process.send?.({ type: "failed", reason: "in-use", pid: holder });
        process.exit(2);
      }
      if (!holder) {
        await new Promise((resolve) => setTimeout(resolve, 50)); // gone meanwhile: try again
        continue;
      }
      const aside = `${lockPath}.stale.${process.pid}`;
      try {
        await rename(lockPath, aside);
      } catch {
        continue; // another taker moved it first
      }
      const moved = Number.parseInt(await readFile(aside, "utf8").catch(() => ""), 10);
      if (moved !== holder) await link(aside, lockPath).catch(() => undefined); // a live lock, taken in between: put it back
      await rm(aside, { force: true });
    }
    throw new Error(`could not take the lock ${lockPath}`);
  } finally {
    await rm(mine, { force: true });
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Writes a tarball of the data folder for each backup request (`<dataDir>.backup-<id>.request`,
 * naming the file to write). PGlite dumps between two statements of whoever is connected, and its
 * files are quiescent then: the copy is what a crash at that moment would leave, which starts with
 * every committed transaction and none of an unfinished one. Written aside and renamed, so the
 * file appears whole; a failure leaves `<file>.failed` with the reason.
 */
async function answerBackupRequests() {
  if (!dataDir) return;
  const folder = path.dirname(dataDir);
  const prefix = `${path.basename(dataDir)}.backup-`;
  for (const name of await readdir(folder).catch(() => [])) {
    if (!name.startsWith(prefix) || !name.endsWith(".request")) continue;
    const requestPath = path.join(folder, name);
    let target;
    try {
      target = JSON.parse(await readFile(requestPath, "utf8")).file;
      await rm(requestPath);
    } catch {
      continue; // taken by an earlier signal
    }
    if (typeof target !== "string" || !path.isAbsolute(target)) continue;
    try {
      const tarball = await db.dumpDataDir("gzip");
      // The copy holds every account's data: readable by this user alone.
      await writeFile(`${target}.partial`, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
      await rename(`${target}.partial`, target);
    } catch (error) {
      await rm(`${target}.partial`, { force: true });
      await writeFile(`${target}.failed`, String(error?.message ?? error)).catch(() => undefined);
    }
  }
}
