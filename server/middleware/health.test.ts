import path from "node:path";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serveOnLoopback } from "#tests/fixtures/serve-on-loopback";
import { MIGRATIONS_FOLDER, testDatabase } from "#tests/fixtures/test-database";
import { logger } from "~/.server/runtime/logger";
import { closeConnectionsWhileDraining, healthChecks, InstanceState, shippedMigrationCount } from "./health";

const handle = testDatabase();
let base: string;
let close: () => Promise<void>;
const state = new InstanceState();
/** What the probes are told the build ships; raised in one test to stand for a newer build. */
let migrations = 0;
const slowRequests: (() => void)[] = [];

beforeAll(async () => {
  migrations = shippedMigrationCount(MIGRATIONS_FOLDER);
  const app = express();
  app.use((req, res, next) => healthChecks({ db: handle.db, state, migrations })(req, res, next));
  app.use(closeConnectionsWhileDraining(state));
  app.get("/products", (_req, res) => void res.send("the page"));
  // Answered when the test says so: a request still running when the drain begins.
  app.get("/slow", (_req, res) => void slowRequests.push(() => res.send("late")));
  ({ base, close } = await serveOnLoopback(app));
});

afterAll(async () => {
  await close();
});

const probe = async (p: string) => {
  const response = await fetch(base + p);
  return { status: response.status, cacheControl: response.headers.get("cache-control"), body: await response.json() };
};

describe("health probes", () => {
  it("reads how many migrations the build ships from drizzle's journal", () => {
    expect(migrations).toBeGreaterThan(20);
    expect(shippedMigrationCount(path.resolve("drizzle"))).toBe(migrations);
  });

  it("/healthz answers whenever the process does, never cached", async () => {
    for (const phase of ["starting", "ready", "draining"] as const) {
      state.phase = phase;
      expect(await probe("/healthz")).toEqual({ status: 200, cacheControl: "no-store", body: { status: "ok" } });
    }
  });

  it("/readyz is 503 while starting and draining, 200 once ready with its database migrated", async () => {
    state.phase = "starting";
    expect(await probe("/readyz")).toEqual({
      status: 503,
      cacheControl: "no-store",
      body: { status: "unavailable", reason: "starting" },
    });
    state.phase = "ready";
    expect(await probe("/readyz")).toEqual({ status: 200, cacheControl: "no-store", body: { status: "ready" } });
    state.phase = "draining";
    expect(await probe("/readyz")).toEqual({
      status: 503,
      cacheControl: "no-store",
      body: { status: "unavailable", reason: "draining" },
    });
  });

  it("/readyz is 503 when the database lacks a migration this build ships", async () => {
    state.phase = "ready";
    migrations += 1;
    try {
      expect((await probe("/readyz")).body).toEqual({ status: "unavailable", reason: "migrations not applied" });
    } finally {
      migrations -= 1;
    }
  });

  it("/readyz is 503 when the database does not answer, and says so in the log without failing the request", async () => {
    state.phase = "ready";
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const execute = vi.spyOn(handle.db, "execute").mockRejectedValueOnce(new Error("connection refused"));
    try {
      expect(await probe("/readyz")).toEqual({
        status: 503,
        cacheControl: "no-store",
        body: { status: "unavailable", reason: "database not answering" },
      });
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        "readiness check: the database did not answer",
      );
    } finally {
      execute.mockRestore();
      warn.mockRestore();
    }
    // The real query: the database answers again.
    expect(await handle.db.execute(sql`select 1`)).toBeTruthy();
    expect((await probe("/readyz")).status).toBe(200);
  });

  it("while draining, every answer asks its client to close the connection, a request that came in before the drain too", async () => {
    state.phase = "ready";
    expect((await fetch(`${base}/products`)).headers.get("connection")).not.toBe("close");
    state.phase = "draining";
    const page = await fetch(`${base}/products`);
    expect(page.headers.get("connection")).toBe("close");
    expect(await page.text()).toBe("the page");

    state.phase = "ready";
    const slow = fetch(`${base}/slow`);
    await vi.waitFor(() => expect(slowRequests).toHaveLength(1));
    state.phase = "draining";
    slowRequests.pop()?.();
    expect((await slow).headers.get("connection")).toBe("close");
  });
});
