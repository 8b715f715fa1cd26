import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { ListingKind } from "~/lib/listing-kinds";
import { type ReviewBasis, reviewEditableUntil } from "~/lib/review-rules";
import type { Database } from "../../db/client";
import { listings, reviews, users } from "../../db/schema";
import { findReviewBasis, sharedDevice } from "./find-review-basis";

export interface ReviewForm {
  listing: { id: string; kind: ListingKind; title: string };
  seller: { id: string; name: string };
  /** The student's review of it, while they may still change it. */
  existing: { rating: number; body: string | null; editableUntil: Date } | null;
}

/**
 * What a student may do about reviewing a listing's seller: write (a fact of a deal, another
 * browser than the seller's), change their review (within 30 days), or nothing (null). The
 * listing page asks this to show its link; the review page, to show its form.
 */
export async function getReviewForm(db: Database, studentId: string, listingId: string): Promise<ReviewForm | null> {
  const [listing] = await db
    .select({ id: listings.id, kind: listings.kind, title: listings.title, sellerId: listings.sellerId, sellerName: users.fullName })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, listingId));
  if (!listing || listing.sellerId === studentId) return null;
  const shown = { listing: { id: listing.id, kind: listing.kind as ListingKind, title: listing.title }, seller: { id: listing.sellerId, name: listing.sellerName } };

  const [existing] = await db
    .select({ rating: reviews.rating, body: reviews.body, createdAt: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.reviewerId, studentId), eq(reviews.listingId, listingId)));
  if (existing) {
    const editableUntil = reviewEditableUntil(existing.createdAt);
    return editableUntil.getTime() >= Date.now() ? { ...shown, existing: { rating: existing.rating, body: existing.body, editableUntil } } : null;
  }
  const basis: ReviewBasis | null = await findReviewBasis(db, { reviewerId: studentId, sellerId: listing.sellerId, listingId });
  if (!basis || (await sharedDevice(db, studentId, listing.sellerId))) return null;
  return { ...shown, existing: null };
}

/** The same, for a page that has nothing to show otherwise: "not found" rather than null. */
export async function requireReviewForm(db: Database, studentId: string, listingId: string): Promise<ReviewForm> {
  const form = await getReviewForm(db, studentId, listingId);
  if (!form) throw new AppError("not_found", "review_not_found");
  return form;
}
