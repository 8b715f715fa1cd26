import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { type Database, queryRows } from "../../db/client";
import { type ListingExpirySummary, runListingExpiry } from "./run-listing-expiry";

/**
 * A developer's clock (routes/dev/listing-clock.tsx, only on their own machine): makes a listing
 * as if `days` had passed (its dates moved back), then runs the expiry job, so the warning and the
 * expiry can be seen, and tested in a browser, without waiting two months.
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
  return runListingExpiry(db);
}
