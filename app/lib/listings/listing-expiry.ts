import type { ListingKind } from "./kinds";

/** Listings expire unless renewed (docs/decisions/0019-a-record-that-cannot-be-faked.md). */

/** How long a listing stays up after it went live or was last renewed, unless configured (LISTING_DAYS_PRODUCT, LISTING_DAYS_ACCOMMODATION). */
export const DEFAULT_LISTING_DAYS = { product: 60, accommodation: 30 } as const satisfies Record<ListingKind, number>;
/** Its seller is told this long before, with a free Renew. */
export const EXPIRY_WARNING_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the seller may renew it now: once expired, or while live within the warning's days. */
export function mayRenew(status: string, expiresAt: Date | null, now: Date = new Date()): boolean {
  if (status === "expired") return true;
  return (
    status === "active" && expiresAt !== null && expiresAt.getTime() - now.getTime() <= EXPIRY_WARNING_DAYS * DAY_MS
  );
}
