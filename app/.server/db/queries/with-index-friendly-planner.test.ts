import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { type Database, queryRows } from "../client";
import { withIndexFriendlyPlanner } from "./with-index-friendly-planner";

const handle = testDatabase();

const pageCost = async (db: Database) =>
  (await queryRows<{ cost: string }>(db, sql`select current_setting('random_page_cost') as cost`))[0]?.cost;

/** Runs `test` on one connection of the pool whose own setting is `cost` (as a server's operator set it), undone after. */
async function onConnectionWithCost(cost: string, test: (db: Database) => Promise<void>) {
  const client: pg.PoolClient = await handle.pool.connect();
  try {
    await client.query(`set random_page_cost = ${cost}`);
    await test(drizzle(client) as unknown as Database);
  } finally {
    await client.query("reset random_page_cost");
    client.release();
  }
}

describe("withIndexFriendlyPlanner", () => {
  it("plans its own statements with a page read out of order at 1.1, and leaves the connection's own setting after it", async () => {
    await onConnectionWithCost("4", async (db) => {
      expect(await withIndexFriendlyPlanner(db, (tx) => pageCost(tx))).toBe("1.1");
      expect(await pageCost(db)).toBe("4");
    });
  });

  it("keeps a lower setting an operator chose", async () => {
    await onConnectionWithCost("1", async (db) => {
      expect(await withIndexFriendlyPlanner(db, (tx) => pageCost(tx))).toBe("1");
    });
  });

  it("leaves the setting behind when its statements fail, and passes the failure on", async () => {
    await onConnectionWithCost("4", async (db) => {
      await expect(withIndexFriendlyPlanner(db, (tx) => queryRows(tx, sql`select 1 / 0`))).rejects.toThrow();
      expect(await pageCost(db)).toBe("4");
    });
  });
});
