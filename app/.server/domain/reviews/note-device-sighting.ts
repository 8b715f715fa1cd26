import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * The review area's record of which accounts a browser was used by (its device cookie, hashed):
 * a review is refused when the seller's account was used in the reviewer's browser
 * (find-review-basis.ts). So it is noted wherever an account shows itself in a browser: at sign-in
 * (accounts/sign-in-with-password.ts) and with every form a signed-in browser sends (the action
 * kit, docs/architecture.md#actions). Written at most once an hour per browser and account: a busy
 * student's every tap costs a lookup, not a write.
 */
export async function noteDeviceSighting(db: Database, userId: string, deviceHash: string): Promise<void> {
  await db.execute(sql`
    insert into device_sightings (device_hash, user_id) values (${deviceHash}, ${userId})
    on conflict (device_hash, user_id) do update set last_seen_at = now()
    where device_sightings.last_seen_at < now() - interval '1 hour'`);
}
