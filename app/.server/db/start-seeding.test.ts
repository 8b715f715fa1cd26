import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabaseKind } from "#tests/fixtures/test-database";
import { prepareDatabase } from "../../../server/app";
import { loadEnv } from "../runtime/env";
import { logger } from "../runtime/logger";
import { queryRows } from "./client";
import { SELLERS } from "./seed-data/sellers";

// What a start writes (server/app.ts prepareDatabase, the function startServer calls): into the
// embedded database in a scratch DATA_DIR in the PGlite run, into a scratch database on the
// server in the PostgreSQL run.
const ROOT = path.resolve(import.meta.dirname, "../../..");
let dataDir: string;
let databaseUrl: string | undefined;

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

// startServer sets the level from LOG_LEVEL; prepareDatabase alone logs at the default.
const level = logger.level;
beforeAll(() => {
  logger.level = "silent";
});
afterAll(() => {
  logger.level = level;
});

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "chuo-start-seed-"));
  if (testDatabaseKind === "postgres") {
    const name = `chuo_start_seed_${process.pid}`;
    await adminQuery(`drop database if exists ${name} with (force)`);
    await adminQuery(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
});
afterEach(async () => {
  if (databaseUrl) await adminQuery(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  await rm(dataDir, { recursive: true, force: true });
});

/** One start's seeding, then what the database holds. */
async function start(settings: Record<string, string>) {
  const env = loadEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...settings });
  const { database, demoAccounts } = await prepareDatabase(env, ROOT);
  try {
    const [held] = await queryRows<{
      campuses: number;
      domains: number;
      users: number;
      listings: number;
      shops: number;
    }>(
      database.db,
      sql`select
        (select count(*)::int from campuses) as campuses,
        (select count(*)::int from campus_email_domains) as domains,
        (select count(*)::int from users) as users,
        (select count(*)::int from listings) as listings,
        (select count(*)::int from shops) as shops`,
    );
    return { held: held!, demoAccounts };
  } finally {
    await database.close();
  }
}

describe(`a start's seeding (${testDatabaseKind})`, () => {
  it("on a public address writes the campuses and e-mail domains, and no account, listing or shop, at every start", async () => {
    const first = await start({ PUBLIC_URL: "https://chuomarket.co.tz" });
    expect(first.held).toMatchObject({ users: 0, listings: 0, shops: 0 });
    expect(first.held.campuses).toBeGreaterThanOrEqual(30);
    expect(first.held.domains).toBeGreaterThan(0);
    expect(first.demoAccounts).toEqual([]);
    const again = await start({ PUBLIC_URL: "https://chuomarket.co.tz" });
    expect(again.held).toEqual(first.held);
  });

  it("on this machine adds the demo marketplace unless DEMO_DATA=0, once, and lists its accounts only then", async () => {
    const off = await start({ DEMO_DATA: "0" });
    expect(off.held).toMatchObject({ users: 0, listings: 0, shops: 0 });
    expect(off.held.campuses).toBeGreaterThanOrEqual(30);
    expect(off.demoAccounts).toEqual([]);

    const demo = await start({});
    expect(demo.held).toMatchObject({
      campuses: off.held.campuses,
      domains: off.held.domains,
      // The sellers, the student with a refund to withdraw, and the admin.
      users: SELLERS.length + 2,
    });
    expect(demo.held.listings).toBeGreaterThan(0);
    expect(demo.held.shops).toBeGreaterThan(0);
    expect(demo.demoAccounts.map((a) => a.email)).toContain("admin@demo.chuo.market");

    const again = await start({ PUBLIC_URL: "http://127.0.0.1:3000" });
    expect(again.held).toEqual(demo.held);
    expect((await start({ DEMO_DATA: "false" })).demoAccounts).toEqual([]);

    // The same database behind a public address (seeded by an older start): not listed, and a warning.
    const warn = vi.spyOn(logger, "warn");
    try {
      const exposed = await start({ PUBLIC_URL: "https://chuomarket.co.tz" });
      expect(exposed.demoAccounts).toEqual([]);
      expect(exposed.held).toEqual(demo.held);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/holds the demo accounts, whose password is published/));
    } finally {
      warn.mockRestore();
    }
  }, 180_000);
});
