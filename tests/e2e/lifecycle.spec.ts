import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { start, stop } from "./app-instance";

test.describe("npm start", () => {
  test.describe.configure({ timeout: 120_000 });

  test("seeds once, shuts down cleanly on SIGTERM and keeps the data", async ({ request }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "chuo-life-"));
    try {
      const first = start({ PORT: "3471", DATA_DIR: dataDir, DATABASE_URL: "" });
      await first.ready();
      expect(first.output()).toContain("demo data added to the empty database");
      const html = await (await request.get("http://localhost:3471/products")).text();
      const productPath = html.match(/href="(\/products\/[0-9a-f-]{36})"/)![1]!;
      await request.get(`http://localhost:3471${productPath}`);
      await request.get("http://localhost:3471/");
      // Rendering must not make React complain on the server (bad props, keys, attributes).
      expect(first.output()).not.toMatch(/Received `|Warning: |Each child in a list/);
      expect(await stop(first.child, first.exited)).toBe(0);

      const second = start({ PORT: "3471", DATA_DIR: dataDir, DATABASE_URL: "" });
      await second.ready();
      expect(second.output()).not.toContain("demo data added");
      expect((await request.get(`http://localhost:3471${productPath}`)).status()).toBe(200);
      expect(await stop(second.child, second.exited)).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("refuses a bad setting with one line naming it", async () => {
    const bad = start({ PORT: "not-a-port" });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim().split("\n").at(-1)).toMatch(/^Invalid PORT \("not-a-port"\)/);
  });

  test("serves from PostgreSQL when DATABASE_URL is set", async ({ request }) => {
    test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL names no PostgreSQL server");
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query("drop database if exists chuo_e2e_start with (force)");
    await admin.query("create database chuo_e2e_start");
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = "/chuo_e2e_start";
    const dataDir = mkdtempSync(path.join(tmpdir(), "chuo-life-pg-"));
    try {
      const server = start({ PORT: "3472", DATA_DIR: dataDir, DATABASE_URL: url.toString() });
      await server.ready();
      expect(server.output()).toContain("PostgreSQL (DATABASE_URL)");
      const response = await request.get("http://localhost:3472/products?category=Books");
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Books");
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      const { rows } = await db.query("select count(*)::int as n from listings where kind = 'product'");
      await db.end();
      expect(rows[0].n).toBeGreaterThanOrEqual(60);
      expect(await stop(server.child, server.exited)).toBe(0);
    } finally {
      await admin.query("drop database if exists chuo_e2e_start with (force)");
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
