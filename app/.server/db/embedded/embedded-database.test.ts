import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
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
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ signal: "SIGKILL" }), expect.stringContaining("stopped unexpectedly"));
    const rows = await queryRows<{ id: number; body: string }>(db, sql`select id, body from writes`);
    const stored = new Map(rows.map((row) => [row.id, row.body]));
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
    // Each transaction is whole: none is half there.
    for (const id of acknowledged) expect(stored.get(id)).toBe(`${"x".repeat(400)}!`);
    for (const body of stored.values()) expect(body.endsWith("!")).toBe(true);
    expect(failed).toBeLessThan(5);
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
    expect(await queryRows(handle.db, sql`select current_setting('statement_timeout') as timeout`)).toEqual([{ timeout: "0" }]);
  });
});
