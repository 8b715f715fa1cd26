import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** A seller's rating as a card carries it: [average to one decimal, how many students], or null before any review. */
export type RatingPair = [number, number] | null;

/**
 * The seller's rating, read from the table the database keeps (seller_ratings, migration 0020):
 * one primary-key lookup per row, never a count, and two numbers, since every column a card shows
 * is sent to the browser twice (in the HTML and in the data it hydrates from).
 */
export function sellerRatingOf(userId: AnyColumn | SQL): SQL<RatingPair> {
  return sql<RatingPair>`(select json_build_array(sr.average, sr.reviews) from seller_ratings sr where sr.seller_id = ${userId} and sr.reviews > 0)`;
}

/** The pair as the rating summary shows it. */
export const ratingOfPair = (pair: RatingPair | undefined): { average: number; count: number } | null =>
  pair ? { average: Number(pair[0]), count: Number(pair[1]) } : null;
