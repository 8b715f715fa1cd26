import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import { type DatabaseHandle, queryRows } from "../client";
import { withIndexFriendlyPlanner } from "./with-index-friendly-planner";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const pageCost = async (db: DatabaseHandle["db"]) => (await queryRows<{ cost: string }>(db, sql`select current_setting('random_page_cost') as cost`))[0]?.cost;

describe("withIndexFriendlyPlanner", () => {
  it("plans its own statements with the cost of a page read out of order at 1.1, and leaves the connection's own setting after it", async () => {
    const before = await pageCost(handle.db);
    const inside = await withIndexFriendlyPlanner(handle.db, (tx) => pageCost(tx));
    expect(inside).toBe("1.1");
    expect(await pageCost(handle.db)).toBe(before);
  });

  it("leaves the setting behind when its statements fail, and passes the failure on", async () => {
    const before = await pageCost(handle.db);
    await expect(withIndexFriendlyPlanner(handle.db, (tx) => queryRows(tx, sql`select 1 / 0`))).rejects.toThrow();
    expect(await pageCost(handle.db)).toBe(before);
  });
});
