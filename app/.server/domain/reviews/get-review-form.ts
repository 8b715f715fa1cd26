import { and, eq, sql } from "drizzle-orm";
import type { ListingKind } from "~/lib/listings/kinds";
import { type ReviewBasis, reviewEditableUntil } from "~/lib/reviews/review-rules";
import { AppError } from "~/lib/shared/app-error";
import { type Database, queryRows } from "../../db/client";
import { listings, reviews, users } from "../../db/schema";
import { findNamedPurchase, findReviewBasis, sharedDevice } from "./find-review-basis";

export interface ReviewForm {
  listing: { id: string; kind: ListingKind; title: string };
  seller: { id: string; name: string };
  /**
   * What the student can do now: write or change their review; first confirm the purchase the
   * seller named them in ("Yes, I bought this"); or wait until that sale is a day old.
   */
  step: "review" | "confirm_purchase" | "wait";
  /** For `wait`: when the review opens. */
  reviewableFrom: Date | null;
  /** The student's review of it, while they may still change it. */
  existing: { rating: number; body: string | null; editableUntil: Date } | null;
  /** Their review would be shown but not weigh in the rating (no confirmed phone's voice of their own yet); read by requireReviewForm only. */
  voiceless: boolean;
}

/**
 * What a student may do about reviewing a listing's seller: write (a two-sided fact of a deal,
 * another browser than the seller's), change their review (within 30 days), confirm a purchase
 * the seller named them in and then wait for it to be a day old, or nothing (null). The listing
 * page asks this to show its link; the review page, to show its form.
 */
export async function getReviewForm(db: Database, studentId: string, listingId: string): Promise<ReviewForm | null> {
  const [listing] = await db
    .select({
      id: listings.id,
      kind: listings.kind,
      title: listings.title,
      sellerId: listings.sellerId,
      sellerName: users.fullName,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, listingId));
  if (!listing || listing.sellerId === studentId) return null;
  const shown = {
    listing: { id: listing.id, kind: listing.kind as ListingKind, title: listing.title },
    seller: { id: listing.sellerId, name: listing.sellerName },
    voiceless: false,
  };

  const [existing] = await db
    .select({ rating: reviews.rating, body: reviews.body, createdAt: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.reviewerId, studentId), eq(reviews.listingId, listingId)));
  if (existing) {
    const editableUntil = reviewEditableUntil(existing.createdAt);
    return editableUntil.getTime() >= Date.now()
      ? {
          ...shown,
          step: "review",
          reviewableFrom: null,
          existing: { rating: existing.rating, body: existing.body, editableUntil },
        }
      : null;
  }
  if (await sharedDevice(db, studentId, listing.sellerId)) return null;
  const facts = { reviewerId: studentId, sellerId: listing.sellerId, listingId };
  const basis: ReviewBasis | null = await findReviewBasis(db, facts);
  if (basis) return { ...shown, step: "review", reviewableFrom: null, existing: null };
  const purchase = await findNamedPurchase(db, facts);
  if (!purchase) return null;
  return purchase.confirmedAt
    ? { ...shown, step: "wait", reviewableFrom: purchase.reviewableFrom, existing: null }
    : { ...shown, step: "confirm_purchase", reviewableFrom: purchase.reviewableFrom, existing: null };
}

/** The same, for a page that has nothing to show otherwise: "not found" rather than null. */
export async function requireReviewForm(db: Database, studentId: string, listingId: string): Promise<ReviewForm> {
  const form = await getReviewForm(db, studentId, listingId);
  if (!form) throw new AppError("not_found", "review_not_found");
  if (form.step !== "review") return form;
  // Asked only where the form is shown: the listing page's link needs no such read.
  const [row] = await queryRows<{ voiceless: boolean }>(
    db,
    sql`select review_not_counted_reason(${studentId}::uuid) is not null as voiceless`,
  );
  return { ...form, voiceless: row?.voiceless ?? true };
}
