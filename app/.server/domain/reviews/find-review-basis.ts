import { sql } from "drizzle-orm";
import { REVIEW_EVIDENCE_HOURS, type ReviewBasis } from "~/lib/review-rules";
import { type Database, queryRows } from "../../db/client";

/**
 * The fact that lets a student review a listing's seller, the strongest first, or null:
 * - the seller marked the listing sold or rented to them (a deal still standing: not put back up);
 * - both wrote in the listing's conversation, whose first message is 24 hours old;
 * - they opened the seller's contact for the listing 24 hours ago (deals close on WhatsApp).
 * The waits stop a review written in the minute after a first hello.
 */
export async function findReviewBasis(db: Database, input: { reviewerId: string; sellerId: string; listingId: string }): Promise<ReviewBasis | null> {
  const { reviewerId, sellerId, listingId } = input;
  const hours = sql.raw(`interval '${REVIEW_EVIDENCE_HOURS} hours'`);
  const [row] = await queryRows<{ basis: ReviewBasis }>(
    db,
    sql`select basis from (
      select 'deal' as basis, 1 as strength where exists (
        select 1 from listing_deals d
        where d.listing_id = ${listingId} and d.seller_id = ${sellerId} and d.buyer_id = ${reviewerId} and d.reopened_at is null)
      union all
      select 'conversation', 2 where exists (
        select 1 from conversations c
        where c.listing_id = ${listingId} and c.buyer_id = ${reviewerId} and c.seller_id = ${sellerId}
          and exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id = c.buyer_id)
          and exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id = c.seller_id)
          and (select m.created_at from messages m where m.conversation_id = c.id and m.number = 1) <= now() - ${hours})
      union all
      select 'contact', 3 where exists (
        select 1 from contact_openings o
        where o.listing_id = ${listingId} and o.opener_id = ${reviewerId} and o.owner_id = ${sellerId}
          and o.opened_at <= now() - ${hours})
    ) facts order by strength limit 1`,
  );
  return row?.basis ?? null;
}

/** Whether the two accounts were ever seen in one browser (device_sightings). */
export async function sharedDevice(db: Database, oneId: string, otherId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from device_sightings a join device_sightings b on b.device_hash = a.device_hash
      where a.user_id = ${oneId} and b.user_id = ${otherId} limit 1`,
  );
  return rows.length > 0;
}
