import { sql } from "drizzle-orm";
import type { ListingKind } from "~/lib/listings/kinds";
import { REVIEWS_PER_PAGE, type ReviewBasis } from "~/lib/reviews/review-rules";
import { isReviewNotCountedReason, type ReviewNotCountedReason } from "~/lib/verification/voice-rules";
import { type Database, queryRows } from "../../db/client";

export interface ShownReview {
  id: string;
  rating: number;
  body: string | null;
  createdAt: Date;
  /** Null once the reviewer's account is gone: shown as "former student". */
  reviewer: { id: string; name: string } | null;
  newAccount: boolean;
  /** The fact it rests on, shown with it so readers can weigh it ("Bought this"). */
  basis: ReviewBasis;
  /** Why it carries no weight in the rating (shown "Not counted: …"), or null when it counts. */
  notCounted: ReviewNotCountedReason | null;
  /** Null once the listing is gone: shown as "listing removed". */
  listing: { id: string; kind: ListingKind; title: string } | null;
  reply: string | null;
  repliedAt: Date | null;
}

interface Row {
  id: string;
  rating: number;
  body: string | null;
  created_at: Date | string;
  reviewer_id: string | null;
  reviewer_name: string | null;
  new_account: boolean;
  basis: ReviewBasis;
  not_counted: string | null;
  listing_id: string | null;
  listing_kind: ListingKind | null;
  listing_title: string | null;
  reply: string | null;
  replied_at: Date | string | null;
}

/**
 * A seller's shown reviews, newest first, a page at a time (page 1 first), each with its basis and
 * whether it weighs in the rating (the same database function the rating's recount asks).
 */
export async function listSellerReviews(
  db: Database,
  sellerId: string,
  page = 1,
): Promise<{ reviews: ShownReview[]; hasMore: boolean }> {
  const offset = (Math.max(1, page) - 1) * REVIEWS_PER_PAGE;
  const rows = await queryRows<Row>(
    db,
    sql`select r.id, r.rating, r.body, r.created_at, u.id as reviewer_id, u.full_name as reviewer_name, r.new_account,
        r.basis, review_not_counted_reason(r.author_id) as not_counted,
        l.id as listing_id, l.kind as listing_kind, l.title as listing_title, r.reply, r.replied_at
      from reviews r
      left join users u on u.id = r.reviewer_id
      left join listings l on l.id = r.listing_id
      where r.seller_id = ${sellerId} and r.hidden_at is null
      order by r.created_at desc, r.id desc
      limit ${REVIEWS_PER_PAGE + 1} offset ${offset}`,
  );
  return {
    reviews: rows.slice(0, REVIEWS_PER_PAGE).map((row) => ({
      id: row.id,
      rating: row.rating,
      body: row.body,
      createdAt: new Date(row.created_at),
      reviewer: row.reviewer_id ? { id: row.reviewer_id, name: row.reviewer_name ?? "" } : null,
      newAccount: row.new_account,
      basis: row.basis,
      notCounted: isReviewNotCountedReason(row.not_counted) ? row.not_counted : null,
      listing:
        row.listing_id && row.listing_kind
          ? { id: row.listing_id, kind: row.listing_kind, title: row.listing_title ?? "" }
          : null,
      reply: row.reply,
      repliedAt: row.replied_at ? new Date(row.replied_at) : null,
    })),
    hasMore: rows.length > REVIEWS_PER_PAGE,
  };
}
