import { sql } from "drizzle-orm";
import type { ListingKind } from "~/lib/listings/kinds";
import { type Database, queryRows } from "../../../db/client";
import { listings } from "../../../db/schema";
import { notYours, ownListing } from "../own-listing";

export interface DealCandidate {
  id: string;
  name: string;
}

export interface DealToClose {
  listing: { id: string; kind: ListingKind; title: string; status: string };
  /** The students who wrote about it, the latest first: the ones a seller can name as its buyer. */
  candidates: DealCandidate[];
}

/** What the seller's "Mark as sold / rented" form shows: their own listing, and whom it may have gone to. */
export async function listDealCandidates(
  db: Database,
  sellerId: string,
  kind: ListingKind,
  listingId: string,
): Promise<DealToClose> {
  const [listing] = await db
    .select({ id: listings.id, title: listings.title, status: listings.status })
    .from(listings)
    .where(ownListing(kind, sellerId, listingId));
  if (!listing) throw notYours(kind);
  const candidates = await queryRows<DealCandidate>(
    db,
    sql`select u.id, u.full_name as name
      from conversations c join users u on u.id = c.buyer_id
      where c.listing_id = ${listingId}
        and exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id = c.buyer_id)
      order by c.last_message_at desc, u.id
      limit 50`,
  );
  return { listing: { ...listing, kind }, candidates };
}
