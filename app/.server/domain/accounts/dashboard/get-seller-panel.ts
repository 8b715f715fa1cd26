import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../../db/client";
import { TANZANIA_TODAY as TODAY } from "../../listings/record-listing-view";
import { getSellerRating, type SellerRating } from "../../reviews/get-seller-rating";

export interface SellerPanel {
  views7: number;
  views30: number;
  /** How often other students saved the seller's listings. */
  saves: number;
  /** Conversations buyers started about the seller's listings in the last 30 days. */
  conversations30: number;
  /** Percent of the last 90 days' conversations the seller answered; null before any (the job's record). */
  replyRate: number | null;
  /** Listings marked sold or rented and not put back up. */
  deals: number;
  rating: SellerRating | null;
}

/**
 * The seller's own figures for their dashboard, each from what the database keeps: views by day,
 * saves, conversations, the response record, deals and the rating. Only ever for `sellerId`.
 */
export async function getSellerPanel(db: Database, sellerId: string): Promise<SellerPanel> {
  const [[figures], rating] = await Promise.all([
    queryRows<{
      views7: number;
      views30: number;
      saves: number;
      conversations30: number;
      replied: number | null;
      answered_of: number | null;
      deals: number;
    }>(
      db,
      sql`select
        (select coalesce(sum(d.views), 0)::int from listing_view_days d join listings l on l.id = d.listing_id
           where l.seller_id = ${sellerId} and d.day > ${TODAY} - 7) as views7,
        (select coalesce(sum(d.views), 0)::int from listing_view_days d join listings l on l.id = d.listing_id
           where l.seller_id = ${sellerId} and d.day > ${TODAY} - 30) as views30,
        (select count(*)::int from favorites f join listings l on l.id = f.listing_id
           where l.seller_id = ${sellerId} and f.user_id <> ${sellerId}) as saves,
        (select count(*)::int from conversations c
           where c.seller_id = ${sellerId} and c.created_at > now() - interval '30 days') as conversations30,
        (select r.replied from seller_response_records r where r.seller_id = ${sellerId}) as replied,
        (select r.conversations from seller_response_records r where r.seller_id = ${sellerId}) as answered_of,
        (select count(*)::int from listing_deals d where d.seller_id = ${sellerId} and d.reopened_at is null) as deals`,
    ),
    getSellerRating(db, sellerId),
  ]);
  const answeredOf = Number(figures?.answered_of ?? 0);
  return {
    views7: Number(figures?.views7 ?? 0),
    views30: Number(figures?.views30 ?? 0),
    saves: Number(figures?.saves ?? 0),
    conversations30: Number(figures?.conversations30 ?? 0),
    replyRate: answeredOf > 0 ? Math.round((Number(figures?.replied ?? 0) / answeredOf) * 100) : null,
    deals: Number(figures?.deals ?? 0),
    rating,
  };
}
