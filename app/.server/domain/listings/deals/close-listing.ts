import { eq, sql } from "drizzle-orm";
import { DEAL_OUTCOME, type DealOutcome } from "~/lib/listings/deal-rules";
import { type ListingKind, listingPath } from "~/lib/listings/kinds";
import { mayMove } from "~/lib/listings/listing-status";
import { AppError } from "~/lib/shared/app-error";
import { type Database, queryRows } from "../../../db/client";
import { listingDeals, listings, notificationKindSql } from "../../../db/schema";
import { notYours, ownListing } from "../own-listing";

export interface CloseListingInput {
  kind: ListingKind;
  listingId: string;
  /** The student it went to, one of those who wrote about it (listDealCandidates); none if not said. */
  buyerId?: string | null;
}

/**
 * The seller marks their live listing sold (a product) or rented (a place), optionally naming the
 * student it went to, who must have written about it in its conversation: a named buyer is proof
 * of a deal, which a review will rest on. The listing leaves every public list at once (its page
 * stays, saying so), the deal is recorded, and each student who saved it is told, once, all in
 * one transaction. Anyone but the seller is told "not found or no permission".
 */
export async function closeListing(
  db: Database,
  sellerId: string,
  input: CloseListingInput,
): Promise<{ outcome: DealOutcome; title: string }> {
  const { kind, listingId } = input;
  const buyerId = input.buyerId || null;
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: listings.id, status: listings.status, title: listings.title })
      .from(listings)
      .where(ownListing(kind, sellerId, listingId))
      .for("update");
    if (!listing) throw notYours(kind);
    const outcome = DEAL_OUTCOME[kind];
    if (!mayMove(listing.status, outcome, "seller")) throw new AppError("conflict", "deal_listing_not_live", { kind });
    if (buyerId && !(await wroteAbout(tx, listingId, buyerId)))
      throw new AppError("invalid_input", "deal_buyer_not_eligible");

    await tx.update(listings).set({ status: outcome, updatedAt: new Date() }).where(eq(listings.id, listingId));
    await tx.insert(listingDeals).values({ listingId, sellerId, buyerId, outcome });
    await notifySavers(tx, { id: listingId, sellerId, link: listingPath(kind, listingId) });
    return { outcome, title: listing.title };
  });
}

/**
 * Whether the student wrote at least one message in their conversation about this listing. Their
 * account's row is share-locked: deleted this moment, it is waited for, and the deal then refused
 * rather than failing on its foreign key.
 */
async function wroteAbout(tx: Database, listingId: string, studentId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select u.id from users u
      where u.id = ${studentId} and exists (
        select 1 from conversations c join messages m on m.conversation_id = c.id and m.sender_id = c.buyer_id
        where c.listing_id = ${listingId} and c.buyer_id = u.id)
      for key share`,
  );
  return rows.length === 1;
}

/**
 * Everyone who saved the listing (its seller aside) hears it is gone, once per listing however
 * often it is put back up and closed again (a unique index). Savers' rows are share-locked, in one
 * order, so an account being deleted meanwhile is waited for and left out, never a failed insert.
 */
async function notifySavers(tx: Database, listing: { id: string; sellerId: string; link: string }): Promise<void> {
  await tx.execute(sql`
    insert into notifications (user_id, kind, listing_id, type, link)
    select f.user_id, ${notificationKindSql("saved_listing_closed")}, f.listing_id, 'favorite', ${listing.link}
    from favorites f
    join users u on u.id = f.user_id
    where f.listing_id = ${listing.id} and f.user_id <> ${listing.sellerId}
    order by f.user_id
    for key share of u
    on conflict do nothing`);
}
