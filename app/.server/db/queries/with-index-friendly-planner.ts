import { sql } from "drizzle-orm";
import type { Database } from "../client";

/**
 * Runs `run` in a transaction whose planner counts reading a page through an index at about what
 * reading the table in order costs, as on an SSD or with the data in memory: PostgreSQL's own
 * advice for SSDs, and how the embedded database always runs
 * (server/embedded-database/database-process.mjs).
 *
 * For queries that read a tenth of the listings or less through an index: with the default cost,
 * which describes a spinning disk, a search for a common word ("laptop") or a category's count
 * made PostgreSQL read the whole table at 100,000 products (177 and 50 ms, against 17 and 13 ms
 * through the indexes; docs/decisions/0002-search-and-list-queries.md). Local to the transaction,
 * so the server's own setting stays as its operator left it, and a pooler in transaction mode
 * (PgBouncer) carries it, where a connection-level setting would be refused.
 */
export async function withIndexFriendlyPlanner<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return run(tx);
  });
}
