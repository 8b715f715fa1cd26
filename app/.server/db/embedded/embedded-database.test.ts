import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "~/.server/db/client";
import { logger } from "~/.server/runtime/logger";
import { EmbeddedDatabaseInUseError } from "./start-embedded-database";

// The embedded database runs in a process of its own (decision 0008). These tests kill it, stop
// it and open its folder twice, on a real data folder.
describe("the embedded database's process", () => {
  let dataDir: string;
  let handle: DatabaseHandle | undefined;

  beforeEach(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), "chuo-embedded-")), "db");
  });
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
    vi.restoreAllMocks();
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  it("is restarted when killed during writes, reported, and keeps every acknowledged write", async () => {
    const reported = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    handle = await openDatabase({ kind: "pglite", dataDir });
    const { db } = handle;
    await db.execute(sql`create table writes (id integer primary key, body text not null)`);

    const acknowledged: number[] = [];
    let failed = 0;
    let next = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const id = ++next;
        try {
          await db.transaction(async (tx) => {
            await tx.execute(sql`insert into writes values (${id}, repeat('x', 400))`);
            await tx.execute(sql`update writes set body = body || '!' where id = ${id}`);
          });
          acknowledged.push(id);
        } catch {
          failed++; // in flight when the process died: never acknowledged
        }
      }
    })();

    while (acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 10));
    const killedPid = handle.embedded!.pid()!;
    process.kill(killedPid, "SIGKILL");
    const atKill = acknowledged.length;
    // Writes go on through the restart: they wait for the new process or fail, never hang.
    while (acknowledged.length < atKill + 50) await new Promise((resolve) => setTimeout(resolve, 10));
    writing = false;
    await writer;

    expect(handle.embedded!.restarts()).toBe(1);
    expect(handle.embedded!.pid()).not.toBe(killedPid);
    expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({ signal: "SIGKILL" }),
      expect.stringContaining("stopped unexpectedly"),
    );
    const rows = await queryRows<{ id: number; body: string }>(db, sql`select id, body from writes`);
    const stored = new Map(rows.map((row) => [row.id, row.body]));
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
    // Each transaction is whole: none is half there.
    for (const id of acknowledged) expect(stored.get(id)).toBe(`${"x".repeat(400)}!`);
    for (const body of stored.values()) expect(body.endsWith("!")).toBe(true);
    expect(failed).toBeLessThan(5);
  });

  it("closes the data folder by itself when the app is killed, keeping every acknowledged write", async () => {
    const app = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/embedded-writer.ts", dataDir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    app.stdout!.on("data", (chunk) => (output += chunk));
    const acknowledged = () => [...output.matchAll(/^acknowledged (\d+)$/gm)].map((m) => Number(m[1]));
    const deadline = Date.now() + 60_000;
    while (acknowledged().length < 30 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const databasePid = Number(/^pid (\d+)$/m.exec(output)?.[1]);
    app.kill("SIGKILL");
    await new Promise((resolve) => app.once("exit", resolve));
    const acked = acknowledged();
    expect(acked.length).toBeGreaterThanOrEqual(30);

    // The database process notices (its channel to the app closes), closes the folder and exits.
    const alive = () => {
      try {
        process.kill(databasePid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 200 && alive(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive()).toBe(false);

    handle = await openDatabase({ kind: "pglite", dataDir });
    const stored = new Set(
      (await queryRows<{ id: number }>(handle.db, sql`select id from writes`)).map((row) => row.id),
    );
    expect(acked.filter((id) => !stored.has(id))).toEqual([]);
  });

  it("keeps its data across a clean stop and a new start", async () => {
    handle = await openDatabase({ kind: "pglite", dataDir });
    await handle.db.execute(sql`create table kept (note text); insert into kept values ('still here')`);
    await handle.close();
    handle = await openDatabase({ kind: "pglite", dataDir });
    expect(await queryRows(handle.db, sql`select note from kept`)).toEqual([{ note: "still here" }]);
  });

  it("refuses a second process on the same data folder, and the first goes on serving", async () => {
    handle = await openDatabase({ kind: "pglite", dataDir });
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
    expect(await queryRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("undoes what a connection left open when it goes: its transaction and its settings", async () => {
    handle = await openDatabase({ kind: "pglite" });
    await handle.db.execute(sql`create table notes (note text)`);
    const client = await handle.pool.connect();
    await client.query("set statement_timeout = '7s'");
    await client.query("begin");
    await client.query("insert into notes values ('never committed')");
    client.release(true); // the connection drops mid-transaction
    expect(await queryRows(handle.db, sql`select count(*)::int as n from notes`)).toEqual([{ n: 0 }]);
    expect(await queryRows(handle.db, sql`select current_setting('statement_timeout') as timeout`)).toEqual([
      { timeout: "0" },
    ]);
  });

  it("plans for pages that all cost the same to read, on every connection, whatever the one before it set", async () => {
    handle = await openDatabase({ kind: "pglite" });
    const client = await handle.pool.connect();
    expect((await client.query("select current_setting('random_page_cost') as cost")).rows).toEqual([{ cost: "1.1" }]);
    await client.query("set random_page_cost = 4");
    client.release(true);
    expect(await queryRows(handle.db, sql`select current_setting('random_page_cost') as cost`)).toEqual([
      { cost: "1.1" },
    ]);
  });

  it("takes over the lock of a process that is gone", async () => {
    await writeFile(`${dataDir}.lock`, "999999999"); // no such process
    handle = await openDatabase({ kind: "pglite", dataDir });
    expect(await readFile(`${dataDir}.lock`, "utf8")).toBe(String(handle.embedded!.pid()));
  });

  it("stays up on a SIGTERM while the app is there (the app decides when it stops)", async () => {
    handle = await openDatabase({ kind: "pglite" });
    process.kill(handle.embedded!.pid()!, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(handle.embedded!.restarts()).toBe(0);
    expect(await queryRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("answers a malformed message with a protocol error and closes that connection, and goes on serving", async () => {
    const opened = await openDatabase({ kind: "pglite" });
    const embedded = opened.embedded!;
    await opened.pool.end(); // the app's one connection makes way (the process serves one at a time)
    try {
      const socketPath = path.join(embedded.socketDir, ".s.PGSQL.5432");
      const socket = net.connect(socketPath);
      const answer = await new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        socket.on("data", (chunk) => chunks.push(chunk));
        socket.on("close", () => resolve(Buffer.concat(chunks)));
        socket.on("error", reject);
        // A startup message claiming to be 3 bytes long.
        socket.on("connect", () => socket.write(Buffer.from([0, 0, 0, 3, 0, 3, 0, 0])));
      });
      expect(String.fromCharCode(answer[0]!)).toBe("E");
      expect(answer.toString("latin1")).toContain("08P01");
      const client = new pg.Client({ host: embedded.socketDir, port: 5432, user: "postgres", database: "postgres" });
      await client.connect();
      expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await embedded.stop();
    }
  });
});
