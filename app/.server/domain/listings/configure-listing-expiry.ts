import { sql } from "drizzle-orm";
import type { ListingKind } from "~/lib/listings/kinds";
import type { Database } from "../../db/client";

/**
 * Writes how long each kind of listing stays up (the server's settings) where the database's
 * trigger reads it (listing_expiry_periods). Every instance writes it at start; instances should
 * share their settings, and the last to start wins.
 */
export async function configureListingExpiry(db: Database, days: Record<ListingKind, number>): Promise<void> {
  const rows = Object.entries(days).map(([kind, n]) => sql`(${kind}, ${n})`);
  await db.execute(sql`insert into listing_expiry_periods (kind, days) values ${sql.join(rows, sql`, `)}
    on conflict (kind) do update set days = excluded.days where listing_expiry_periods.days <> excluded.days`);
}
