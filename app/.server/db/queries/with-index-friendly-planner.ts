import { sql } from "drizzle-orm";
import type { Database } from "../client";

/** PostgreSQL's advice for SSDs, and what the embedded database runs with (server/embedded-database/database-process.mjs). */
const SSD_RANDOM_PAGE_COST = 1.1;

/**
 * Runs `run` in a transaction whose planner counts reading a page through an index at about what
 * reading the table in order costs, as on an SSD or with the data in memory.
 *
 * For queries that read a tenth of the listings or less through an index: with the default cost
 * (4, a spinning disk), a search for a common word ("laptop") or a category's count made
 * PostgreSQL read the whole table at 100,000 products (177 and 50 ms, against 17 and 13 ms through
 * the indexes: docs/performance.md, "the search under its budget at 100,000"). Set for this
 * transaction only (SET LOCAL), and only ever lowered: an operator who tuned it lower keeps theirs,
 * and the server's own setting is untouched outside. A pooler in transaction mode (PgBouncer)
 * keeps it within the transaction, where a session SET would stay on the server connection for
 * whichever client gets it next.
 *
 * `db` is the pool, never a transaction: inside one, Drizzle opens a savepoint, and the setting
 * would last until the outer transaction ends.
 */
export async function withIndexFriendlyPlanner<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('random_page_cost', least(current_setting('random_page_cost')::float8, ${SSD_RANDOM_PAGE_COST}::float8)::text, true)`,
    );
    return run(tx);
  });
}
