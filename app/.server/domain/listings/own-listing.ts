import { and, eq, type SQL } from "drizzle-orm";
import type { ListingKind } from "~/lib/listings/kinds";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import { listings } from "../../db/schema";

/**
 * The seller's own listing of this kind, as a WHERE clause; anything else (another seller's, the
 * other kind's, a malformed id) is "not found or you don't have permission".
 */
export function ownListing(kind: ListingKind, sellerId: string, listingId: string): SQL {
  if (!isUuid(listingId)) throw notYours(kind);
  return and(eq(listings.id, listingId), eq(listings.kind, kind), eq(listings.sellerId, sellerId))!;
}

export function notYours(kind: ListingKind): AppError {
  return new AppError("not_found", "listing_not_yours", { kind });
}
