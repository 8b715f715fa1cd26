import { sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { type Database, queryRows } from "../../db/client";
import { type ListingExpirySummary, runListingExpiry } from "./run-listing-expiry";

/**
 * A developer's clock (routes/dev/listing-clock.tsx, only on their own machine): makes a listing
 * as if `days` had passed (its dates, its sales' and its messages' moved back), then runs the
 * expiry job, so the warning and the expiry, or a review a day after a sale, can be seen, and
 * tested in a browser, without waiting.
 */
export async function moveListingClock(db: Database, listingId: string, days: number): Promise<ListingExpirySummary> {
  const moved = await queryRows<{ id: string }>(
    db,
    sql`update listings set
      created_at = created_at - make_interval(days => ${days}),
      status_changed_at = status_changed_at - make_interval(days => ${days}),
      expires_at = expires_at - make_interval(days => ${days})
    where id = ${listingId}
    returning id`,
  );
  if (moved.length === 0) throw new AppError("not_found", "listing_not_found", { kind: "product" });
  // The facts a review rests on age with it: its sales and its conversations.
  await db.execute(sql`update listing_deals set
      closed_at = closed_at - make_interval(days => ${days}),
      buyer_confirmed_at = buyer_confirmed_at - make_interval(days => ${days}),
      reopened_at = reopened_at - make_interval(days => ${days})
    where listing_id = ${listingId}`);
  await db.execute(sql`update messages set created_at = created_at - make_interval(days => ${days})
    where conversation_id in (select id from conversations where listing_id = ${listingId})`);
  return runListingExpiry(db);
}
