import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sellerRatings } from "../../db/schema";

export interface SellerRating {
  /** How many students' reviews count (each student once). */
  count: number;
  /** The average, unrounded; formatRating shows it to one decimal. */
  average: number;
  /** How many gave 1, 2, 3, 4 and 5 stars, in that order. */
  bars: [number, number, number, number, number];
}

/** A seller's rating as the database keeps it (seller_ratings), or null before any review counts. */
export async function getSellerRating(db: Database, sellerId: string): Promise<SellerRating | null> {
  const [row] = await db.select().from(sellerRatings).where(eq(sellerRatings.sellerId, sellerId));
  if (!row || row.reviews === 0) return null;
  return {
    count: row.reviews,
    average: row.starsTotal / row.reviews,
    bars: [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5],
  };
}
