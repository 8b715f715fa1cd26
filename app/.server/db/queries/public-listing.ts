import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import { users } from "../schema";

/** An account that is not suspended; on queries that read the users table. */
export const accountNotSuspended: SQL = sql`${users.banned} is not true`;

/**
 * What the public may see of a listing: it is active (not pending its fee, sold or hidden) and its
 * seller is not suspended. Written on the listing's own columns so it can stand inside any query
 * on the listing table, search included; the seller check is a primary-key lookup per row.
 */
export function publicListing(listing: { status: AnyColumn; sellerId: AnyColumn }): SQL {
  return and(eq(listing.status, "active"), sql`not exists (select 1 from ${users} where ${users.id} = ${listing.sellerId} and ${users.banned})`)!;
}
