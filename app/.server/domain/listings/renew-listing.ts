import { eq, sql } from "drizzle-orm";
import type { ListingKind } from "~/lib/listings/kinds";
import { EXPIRY_WARNING_DAYS, mayRenew } from "~/lib/listings/listing-expiry";
import { mayMove } from "~/lib/listings/listing-status";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema";
import { notYours, ownListing } from "./own-listing";

/**
 * The seller says their listing is still there: an expired one is listed again, a live one in its
 * last days gets a new end, each for the kind's full period from now and without a fee (it was
 * paid once). A price raised while it was expired owes the difference first, as any raised price
 * does, so it then waits for that fee. Anyone but the seller is told "not found or no permission".
 */
export async function renewListing(
  db: Database,
  sellerId: string,
  input: { kind: ListingKind; listingId: string },
  now: Date = new Date(),
): Promise<{ title: string; status: "active" | "pending_fee"; expiresAt: Date | null }> {
  const { kind, listingId } = input;
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        status: listings.status,
        title: listings.title,
        expiresAt: listings.expiresAt,
        feePaid: listings.feePaid,
      })
      .from(listings)
      .where(ownListing(kind, sellerId, listingId))
      .for("update");
    if (!listing) throw notYours(kind);
    if (!mayRenew(listing.status, listing.expiresAt, now))
      throw new AppError("conflict", "listing_not_renewable", { kind, days: EXPIRY_WARNING_DAYS });

    if (listing.status === "active") {
      const [renewed] = await tx
        .update(listings)
        .set({
          expiresAt: sql`now() + make_interval(days => coalesce((select p.days from listing_expiry_periods p where p.kind = ${listings.kind}), 60))`,
          updatedAt: now,
        })
        .where(eq(listings.id, listingId))
        .returning({ expiresAt: listings.expiresAt });
      return { title: listing.title, status: "active", expiresAt: renewed?.expiresAt ?? null };
    }
    const to = listing.feePaid ? "active" : "pending_fee";
    if (!mayMove(listing.status, to, "seller"))
      throw new AppError("conflict", "listing_not_renewable", { kind, days: EXPIRY_WARNING_DAYS });
    // Going live dates its end (the listings_set_expiry trigger, migration 0022).
    const [renewed] = await tx
      .update(listings)
      .set({ status: to, updatedAt: now })
      .where(eq(listings.id, listingId))
      .returning({ expiresAt: listings.expiresAt });
    return { title: listing.title, status: to, expiresAt: renewed?.expiresAt ?? null };
  });
}
