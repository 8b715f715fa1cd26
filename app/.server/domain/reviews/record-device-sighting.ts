import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * Notes that an account was used in a browser (its device cookie, hashed). Written at most once an
 * hour per browser and account: a busy student's every tap costs a lookup, not a write.
 */
export async function recordDeviceSighting(db: Database, userId: string, deviceHash: string): Promise<void> {
  await db.execute(sql`
    insert into device_sightings (device_hash, user_id) values (${deviceHash}, ${userId})
    on conflict (device_hash, user_id) do update set last_seen_at = now()
    where device_sightings.last_seen_at < now() - interval '1 hour'`);
}
