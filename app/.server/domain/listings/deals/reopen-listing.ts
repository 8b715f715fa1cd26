import { and, desc, eq, isNull } from "drizzle-orm";
import { DEAL_OUTCOME, mayRelist, RELIST_WINDOW_DAYS } from "~/lib/listings/deal-rules";
import type { ListingKind } from "~/lib/listings/kinds";
import { mayMove } from "~/lib/listings/listing-status";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../../db/client";
import { listingDeals, listings } from "../../../db/schema";
import { notYours, ownListing } from "../own-listing";

/**
 * The seller puts a sold or rented listing back up (the buyer backed out, the tenancy ended):
 * within 30 days of the deal and without a new fee (the fee was paid once), listed again as it
 * was; a price raised while it was closed owes the difference first, as any raised price does,
 * so it then waits for that fee and is never listed free. Later than 30 days, it is posted again.
 * Anyone but the seller is told "not found or no permission".
 */
export async function reopenListing(
  db: Database,
  sellerId: string,
  input: { kind: ListingKind; listingId: string },
  now: Date = new Date(),
): Promise<{ title: string; status: "active" | "pending_fee" }> {
  const { kind, listingId } = input;
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        status: listings.status,
        title: listings.title,
        statusChangedAt: listings.statusChangedAt,
        feePaid: listings.feePaid,
      })
      .from(listings)
      .where(ownListing(kind, sellerId, listingId))
      .for("update");
    if (!listing) throw notYours(kind);
    const to = listing.feePaid ? "active" : "pending_fee";
    if (listing.status !== DEAL_OUTCOME[kind] || !mayMove(listing.status, to, "seller"))
      throw new AppError("conflict", "deal_not_closed", { kind });
    const [deal] = await tx
      .select({ id: listingDeals.id, closedAt: listingDeals.closedAt })
      .from(listingDeals)
      .where(and(eq(listingDeals.listingId, listingId), isNull(listingDeals.reopenedAt)))
      .orderBy(desc(listingDeals.closedAt))
      .limit(1);
    // Counted from the status change, which the database dates (a listing closed before deals were recorded has no deal).
    if (!mayRelist(listing.statusChangedAt, now))
      throw new AppError("conflict", "deal_relist_too_late", { kind, days: RELIST_WINDOW_DAYS });

    await tx.update(listings).set({ status: to, updatedAt: now }).where(eq(listings.id, listingId));
    if (deal) await tx.update(listingDeals).set({ reopenedAt: now }).where(eq(listingDeals.id, deal.id));
    return { title: listing.title, status: to };
  });
}
