import { sql } from "drizzle-orm";
import { REVIEW_EVIDENCE_HOURS, type ReviewBasis } from "~/lib/reviews/review-rules";
import { type Database, queryRows } from "../../db/client";

/**
 * The fact that lets a student review a listing's seller, the strongest first, or null. Each is
 * two-sided and 24 hours old, so neither one account's act nor a minute's hello makes a review:
 * - the seller marked the listing sold or rented to them and they confirmed it ("Yes, I bought
 *   this", confirmPurchase), the sale 24 hours old and still standing (not put back up);
 * - both wrote in the listing's conversation, the seller answering, its first message 24 hours old.
 * Opening a seller's contact is one-sided and is no basis (reviews once written on it stay).
 */
export async function findReviewBasis(
  db: Database,
  input: { reviewerId: string; sellerId: string; listingId: string },
): Promise<ReviewBasis | null> {
  const { reviewerId, sellerId, listingId } = input;
  const hours = sql.raw(`interval '${REVIEW_EVIDENCE_HOURS} hours'`);
  const [row] = await queryRows<{ basis: ReviewBasis }>(
    db,
    sql`select basis from (
      select 'deal' as basis, 1 as strength where exists (
        select 1 from listing_deals d
        where d.listing_id = ${listingId} and d.seller_id = ${sellerId} and d.buyer_id = ${reviewerId} and d.reopened_at is null
          and d.buyer_confirmed_at is not null and d.closed_at <= now() - ${hours})
      union all
      select 'conversation', 2 where exists (
        select 1 from conversations c
        where c.listing_id = ${listingId} and c.buyer_id = ${reviewerId} and c.seller_id = ${sellerId}
          and exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id = c.buyer_id)
          and exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id = c.seller_id)
          and (select m.created_at from messages m where m.conversation_id = c.id and m.number = 1) <= now() - ${hours})
    ) facts order by strength limit 1`,
  );
  return row?.basis ?? null;
}

/** A standing sale of the listing that its seller says went to this student, confirmed by them or not yet. */
export interface NamedPurchase {
  closedAt: Date;
  confirmedAt: Date | null;
  /** When the sale is old enough to rest a review on (REVIEW_EVIDENCE_HOURS after it). */
  reviewableFrom: Date;
}

export async function findNamedPurchase(
  db: Database,
  input: { reviewerId: string; sellerId: string; listingId: string },
): Promise<NamedPurchase | null> {
  const [deal] = await queryRows<{ closed_at: Date; buyer_confirmed_at: Date | null }>(
    db,
    sql`select closed_at, buyer_confirmed_at from listing_deals
      where listing_id = ${input.listingId} and seller_id = ${input.sellerId} and buyer_id = ${input.reviewerId} and reopened_at is null
      order by closed_at desc limit 1`,
  );
  if (!deal) return null;
  const closedAt = new Date(deal.closed_at);
  return {
    closedAt,
    confirmedAt: deal.buyer_confirmed_at ? new Date(deal.buyer_confirmed_at) : null,
    reviewableFrom: new Date(closedAt.getTime() + REVIEW_EVIDENCE_HOURS * 3_600_000),
  };
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
