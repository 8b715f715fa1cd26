import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";

/**
 * A suspension that ends by its date changes no row, so no trigger recounts the ratings its
 * reviews weigh in again (review_not_counted_reason, migration 0024). The hourly job does: every
 * author whose suspension ended in the last day, so a run missed for a while is made up, and a
 * run done twice recounts to the same numbers. Returns how many authors it looked at.
 */
export async function recountRatingsAfterSuspensions(db: Database): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select u.id from users u
      where u.banned is true and u.ban_expires <= now() and u.ban_expires > now() - interval '1 day'
        and exists (select 1 from reviews r where r.author_id = u.id)`,
  );
  for (const { id } of rows) await db.execute(sql`select recount_ratings_of_author(${id}::uuid)`);
  return rows.length;
}
