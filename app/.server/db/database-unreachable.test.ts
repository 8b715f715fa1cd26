import { createServer, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "./client";
import { DatabaseConnectError, isDatabaseUnreachable } from "./database-unreachable";
import { EmbeddedDatabaseError, EmbeddedDatabaseInUseError } from "./embedded/start-embedded-database";

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("telling a database outage from a bug", () => {
  it("knows a refused connection, as Drizzle wraps it", async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/none`,
      connectionTimeoutMillis: 2000,
    });
    const error = await drizzle(pool)
      .execute(sql`select 1`)
      .catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it("knows a refused connection when a transaction of the app's pool was opening it", async () => {
    // A server that lets the pool's first connection in (authentication ok, ready), then goes away.
    const connections = new Set<Socket>();
    const server = createServer((socket) => {
      connections.add(socket);
      socket.once("data", () => socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49])));
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const handle = await openDatabase({ kind: "postgres", url: `postgres://postgres@127.0.0.1:${port}/none` });
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of connections) socket.destroy();
    });
    // The pool drops its idle connection once it hears it died: the transaction must open a new one.
    await vi.waitFor(() => expect(handle.pool.totalCount).toBe(0));
    const error = await handle.db.transaction(async (tx) => tx.execute(sql`select 1`)).catch((e: unknown) => e);
    await handle.close();
    expect(error).toBeInstanceOf(DatabaseConnectError);
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it("knows a server shutting down, a cut connection and a connect timeout", () => {
    expect(
      isDatabaseUnreachable(
        Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnreachable(Object.assign(new Error("the database system is starting up"), { code: "57P03" })),
    ).toBe(true);
    expect(
      isDatabaseUnreachable(new Error("Failed query", { cause: new Error("Connection terminated unexpectedly") })),
    ).toBe(true);
    expect(isDatabaseUnreachable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("knows the embedded database's process not coming back, but not its folder being in use elsewhere", () => {
    expect(
      isDatabaseUnreachable(
        new Error("Failed query", {
          cause: new EmbeddedDatabaseError("The embedded database did not come back within 30 s."),
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnreachable(new EmbeddedDatabaseInUseError("another process has the folder"))).toBe(false);
  });

  it("does not take an outside service out of reach, or a protocol violation a wrong query causes, for an outage", () => {
    const gatewayDown = new TypeError("fetch failed", {
      cause: Object.assign(new Error("connect ECONNREFUSED 10.0.0.9:443"), { code: "ECONNREFUSED" }),
    });
    expect(isDatabaseUnreachable(gatewayDown)).toBe(false);
    expect(
      isDatabaseUnreachable(
        Object.assign(new Error("bind message supplies 1 parameters, but prepared statement requires 2"), {
          code: "08P01",
        }),
      ),
    ).toBe(false);
  });

  it("does not take a wrong query, a broken rule or a plain bug for an outage", () => {
    expect(isDatabaseUnreachable(Object.assign(new Error('relation "nope" does not exist'), { code: "42P01" }))).toBe(
      false,
    );
    expect(
      isDatabaseUnreachable(
        new Error("Failed query", { cause: Object.assign(new Error("duplicate key"), { code: "23505" }) }),
      ),
    ).toBe(false);
    expect(isDatabaseUnreachable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });
});
