import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { scratchPostgresDatabase, start, stop } from "./app-instance";
import { instancePort } from "./fixtures/ports";

// Ports of the instances this spec starts, this worker's own (tests/e2e/fixtures/ports.ts).
const [SEEDED_PORT, POSTGRES_PORT, PROBED_PORT, PUBLIC_PORT] = [0, 1, 2, 3].map(instancePort);

test.describe("npm start", () => {
  test.describe.configure({ timeout: 120_000 });

  test("seeds once, shuts down cleanly on SIGTERM and keeps the data", async ({ request }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "chuo-life-"));
    const first = start({ PORT: String(SEEDED_PORT), DATA_DIR: dataDir, DATABASE_URL: "" });
    let second: ReturnType<typeof start> | undefined;
    try {
      await first.ready();
      // On this machine's own address demo data is on by default, and the banner lists its accounts.
      expect(first.output()).toContain("campuses and universities' e-mail domains added");
      expect(first.output()).toContain("demo data added");
      // The banner comes in its own writes after the "running" line: wait for it rather than race it.
      await expect.poll(() => first.output()).toContain("Demo accounts (password: ");
      const html = await (await request.get(`http://localhost:${SEEDED_PORT}/products`)).text();
      const productPath = html.match(/href="(\/products\/[0-9a-f-]{36})"/)![1]!;
      await request.get(`http://localhost:${SEEDED_PORT}${productPath}`);
      await request.get(`http://localhost:${SEEDED_PORT}/`);
      // Rendering must not make React complain on the server (bad props, keys, attributes).
      expect(first.output()).not.toMatch(/Received `|Warning: |Each child in a list/);
      expect(await stop(first.child, first.exited)).toBe(0);

      second = start({ PORT: String(SEEDED_PORT), DATA_DIR: dataDir, DATABASE_URL: "" });
      await second.ready();
      expect(second.output()).not.toContain("demo data added");
      expect(second.output()).not.toContain("e-mail domains added");
      expect((await request.get(`http://localhost:${SEEDED_PORT}${productPath}`)).status()).toBe(200);
      expect(await stop(second.child, second.exited)).toBe(0);
    } finally {
      await first.dispose();
      await second?.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("answers its health probes, and on SIGTERM takes no new connection, lets a request in flight finish and exits within 30 s", async ({
    request,
  }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "chuo-drain-"));
    const instance = start({ PORT: String(PROBED_PORT), DATA_DIR: dataDir, DATABASE_URL: "" });
    try {
      await instance.ready();
      const healthz = await request.get(`http://localhost:${PROBED_PORT}/healthz`);
      expect([healthz.status(), healthz.headers()["cache-control"], await healthz.json()]).toEqual([
        200,
        "no-store",
        { status: "ok" },
      ]);
      const readyz = await request.get(`http://localhost:${PROBED_PORT}/readyz`);
      expect([readyz.status(), await readyz.json()]).toEqual([200, { status: "ready" }]);

      // A slow client: a report whose body comes in two parts, with the SIGTERM between them.
      const body = JSON.stringify({
        "csp-report": {
          "document-uri": `http://localhost:${PROBED_PORT}/`,
          "violated-directive": "img-src",
          "blocked-uri": "inline",
        },
      });
      let sendRest = () => {};
      const answer = new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
        const slow = http.request(
          {
            host: "127.0.0.1",
            port: PROBED_PORT,
            method: "POST",
            path: "/csp-report",
            headers: { "content-type": "application/csp-report", "content-length": Buffer.byteLength(body) },
          },
          (response) => {
            response.resume();
            response.on("end", () => resolve({ status: response.statusCode, connection: response.headers.connection }));
          },
        );
        slow.on("error", reject);
        slow.write(body.slice(0, 20));
        sendRest = () => slow.end(body.slice(20));
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = Date.now();
      instance.child.kill("SIGTERM");
      await expect.poll(() => instance.output()).toContain("shutting down");
      // No new connection is taken while the request finishes.
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${PROBED_PORT}/healthz`).then(
              (r) => r.status,
              (error: Error) => (error.cause as NodeJS.ErrnoException)?.code,
            ),
          { timeout: 5_000 },
        )
        .toBe("ECONNREFUSED");
      sendRest();
      expect(await answer).toEqual({ status: 204, connection: "close" });
      expect(await instance.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(30_000);
    } finally {
      await instance.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("refuses a bad setting with one line naming it", async () => {
    const bad = start({ PORT: "not-a-port" });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim().split("\n").at(-1)).toMatch(/^Invalid PORT \("not-a-port"\)/);
  });

  test("on a public address seeds the campuses and no demo account, and refuses DEMO_DATA=1 with one line", async ({
    request,
  }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "chuo-life-public-"));
    const publicSite = {
      PORT: String(PUBLIC_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: "https://chuomarket.co.tz",
    };
    let server: ReturnType<typeof start> | undefined;
    try {
      const refused = start({ ...publicSite, DEMO_DATA: "1" });
      expect(await refused.exited).toBe(1);
      expect(refused.output().trim().split("\n").at(-1)).toMatch(
        /^Invalid DEMO_DATA: demo accounts have a published password/,
      );

      server = start({ ...publicSite, DEMO_DATA: "" });
      await server.ready();
      expect(server.output()).toContain("campuses and universities' e-mail domains added");
      expect(server.output()).not.toContain("demo data added");
      expect(server.output()).not.toContain("Demo accounts");
      // The campuses are there for a first student to choose; no listing is.
      const signUp = await (
        await request.get(`http://localhost:${PUBLIC_PORT}/auth?tab=signup`, { headers: { host: "chuomarket.co.tz" } })
      ).text();
      expect(signUp).toContain("UDSM Mlimani");
      const products = await (
        await request.get(`http://localhost:${PUBLIC_PORT}/products`, { headers: { host: "chuomarket.co.tz" } })
      ).text();
      expect(products).not.toMatch(/href="\/products\/[0-9a-f-]{36}"/);
      expect(await stop(server.child, server.exited)).toBe(0);
    } finally {
      await server?.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("serves from PostgreSQL when DATABASE_URL is set", async ({ request }) => {
    test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL names no PostgreSQL server");
    const database = await scratchPostgresDatabase("e2e_start");
    const url = new URL(database.url);
    const dataDir = mkdtempSync(path.join(tmpdir(), "chuo-life-pg-"));
    const server = start({ PORT: String(POSTGRES_PORT), DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    try {
      await server.ready();
      expect(server.output()).toContain("PostgreSQL (DATABASE_URL)");
      const response = await request.get(`http://localhost:${POSTGRES_PORT}/products?category=Books`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Books");
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      const { rows } = await db.query("select count(*)::int as n from listings where kind = 'product'");
      await db.end();
      expect(rows[0].n).toBeGreaterThanOrEqual(60);
      expect(await stop(server.child, server.exited)).toBe(0);
    } finally {
      await server.dispose();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
