import { type AnyColumn, and, inArray, not, type SQL, sql } from "drizzle-orm";
import { LISTED_PUBLICLY, PAGE_VIEWABLE } from "~/lib/listings/listing-status";
import { users } from "../schema";

/**
 * An account suspended now: suspended until lifted, or until a date still ahead. A dated
 * suspension ends by itself when its date passes, everywhere this is asked (sign-in is the auth
 * library's own check of the same two columns).
 */
export function suspendedNow(user: { banned: AnyColumn; banExpires: AnyColumn }): SQL {
  return sql`(${user.banned} is true and (${user.banExpires} is null or ${user.banExpires} > now()))`;
}

/** An account that is not suspended; on queries that read the users table. */
export const accountNotSuspended: SQL = not(suspendedNow(users));

/** The same as raw SQL for a users table under an alias (`u`), for hand-written statements. */
export const aliasNotSuspended = (alias: string): SQL =>
  sql.raw(`not (${alias}.banned is true and (${alias}.ban_expires is null or ${alias}.ban_expires > now()))`);

const sellerNotSuspended = (sellerId: AnyColumn): SQL =>
  sql`not exists (select 1 from ${users} where ${users.id} = ${sellerId} and ${suspendedNow(users)})`;

/**
 * Listed publicly (app/lib/listings/listing-status.ts): in lists, search, home strips, followers' feeds,
 * notifications, previews and the sitemap. Written on the listing's own columns so it can stand
 * inside any query on the listing table, search included; the seller check is a primary-key
 * lookup per row.
 */
export function listedPublicly(listing: { status: AnyColumn; sellerId: AnyColumn }): SQL {
  return and(inArray(listing.status, [...LISTED_PUBLICLY]), sellerNotSuspended(listing.sellerId))!;
}

/** Page viewable: a sold, rented, expired or under-review listing keeps a page that says so; a removed one is gone. */
export function pageViewable(listing: { status: AnyColumn; sellerId: AnyColumn }): SQL {
  return and(inArray(listing.status, [...PAGE_VIEWABLE]), sellerNotSuspended(listing.sellerId))!;
}

/** listedPublicly's status half as raw SQL for a listings table under an alias (`l`), for hand-written statements. */
export const aliasStatusListedPublicly = (alias: string): SQL =>
  sql.raw(`${alias}.status in (${LISTED_PUBLICLY.map((s) => `'${s}'`).join(", ")})`);

/** pageViewable's status half as raw SQL for a listings table under an alias. */
export const aliasStatusPageViewable = (alias: string): SQL =>
  sql.raw(`${alias}.status in (${PAGE_VIEWABLE.map((s) => `'${s}'`).join(", ")})`);
