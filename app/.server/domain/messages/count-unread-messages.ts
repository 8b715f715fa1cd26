import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";

/** Messages from others the user has not read yet, over all their conversations (the header's badge). */
export async function countUnreadMessages(db: Database, userId: string): Promise<number> {
  const [row] = await queryRows<{ unread: number | null }>(
    db,
    sql`select (select coalesce(sum(message_count - buyer_read_count), 0) from conversations where buyer_id = ${userId})
      + (select coalesce(sum(message_count - seller_read_count), 0) from conversations where seller_id = ${userId}) as unread`,
  );
  return Number(row?.unread ?? 0);
}
