import { and, eq, sql } from "drizzle-orm";
import { NEW_ACCOUNT_DAYS, REVIEW_EDIT_DAYS, reviewEditableUntil } from "~/lib/reviews/review-rules";
import { AppError } from "~/lib/shared/app-error";
import { type Database, queryRows } from "../../db/client";
import { listings, notifications, reviews, users } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { claimVoice } from "../verification/voices/claim-voice";
import { findReviewBasis, sharedDevice } from "./find-review-basis";

export interface WriteReviewInput {
  listingId: string;
  rating: number;
  body?: string | null;
}

/**
 * A student reviews a listing's seller, or changes their review within 30 days. A first review
 * needs a two-sided fact of a deal (findReviewBasis), a browser the seller's account was never
 * used in, and is one per student and listing (a unique index: two sends at once write one). It
 * is shown whoever wrote it, but weighs in the rating only under its author's confirmed phone,
 * one number one voice (docs/security.md#one-person-one-voice); a second account seen in the
 * browser of a student who reviewed the seller before speaks with that student's voice too
 * (voiceOf). The seller hears of it; a change is not news. An account under 7 days old is marked
 * on the review, for good.
 */
export async function writeReview(
  db: Database,
  reviewerId: string,
  input: WriteReviewInput,
): Promise<{ reviewId: string; sellerId: string; sellerName: string; created: boolean }> {
  const body = input.body?.trim() || null;
  try {
    return await db.transaction(async (tx) => {
      const [listing] = await tx
        .select({ id: listings.id, sellerId: listings.sellerId, sellerName: users.fullName })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.sellerId))
        .where(eq(listings.id, input.listingId));
      if (!listing) throw new AppError("not_found", "review_not_found");
      if (listing.sellerId === reviewerId) throw new AppError("forbidden", "review_own_listing");

      const [existing] = await tx
        .select({ id: reviews.id, createdAt: reviews.createdAt })
        .from(reviews)
        .where(and(eq(reviews.reviewerId, reviewerId), eq(reviews.listingId, listing.id)))
        .for("update");
      if (existing) {
        if (Date.now() > reviewEditableUntil(existing.createdAt).getTime())
          throw new AppError("conflict", "review_edit_closed", { days: REVIEW_EDIT_DAYS });
        await tx
          .update(reviews)
          .set({ rating: input.rating, body, updatedAt: new Date() })
          .where(eq(reviews.id, existing.id));
        return { reviewId: existing.id, sellerId: listing.sellerId, sellerName: listing.sellerName, created: false };
      }

      const basis = await findReviewBasis(tx, { reviewerId, sellerId: listing.sellerId, listingId: listing.id });
      if (!basis) throw new AppError("forbidden", "review_not_eligible");
      if (await sharedDevice(tx, reviewerId, listing.sellerId)) throw new AppError("forbidden", "review_same_device");
      // Share-locked: an account deleted this moment is waited for, and its review then not written.
      const [reviewer] = await queryRows<{ new_account: boolean }>(
        tx,
        sql`select created_at > now() - ${sql.raw(`interval '${NEW_ACCOUNT_DAYS} days'`)} as new_account from users where id = ${reviewerId} for key share`,
      );
      if (!reviewer) throw new AppError("not_found", "review_not_found");

      const voiceId = await voiceOf(tx, reviewerId, listing.sellerId);
      // Its weight in the rating: the author's confirmed phone, claimed now if not yet (the database's review_not_counted_reason decides).
      await claimVoice(tx, reviewerId, "phone");
      const [review] = await tx
        .insert(reviews)
        .values({
          sellerId: listing.sellerId,
          reviewerId,
          authorId: reviewerId,
          voiceId,
          listingId: listing.id,
          rating: input.rating,
          body,
          basis,
          newAccount: reviewer.new_account,
        })
        .returning({ id: reviews.id });
      await tx
        .insert(notifications)
        .values({
          userId: listing.sellerId,
          kind: "review_received",
          reviewId: review!.id,
          listingId: listing.id,
          actorId: reviewerId,
          type: "system",
          link: `/user/${listing.sellerId}#reviews`,
        })
        .onConflictDoNothing();
      return { reviewId: review!.id, sellerId: listing.sellerId, sellerName: listing.sellerName, created: true };
    });
  } catch (error) {
    // Another send of the same first review committed between our look and our insert.
    if (isUniqueViolation(error, "reviews_reviewer_listing_key"))
      throw new AppError("conflict", "review_already_written");
    throw error;
  }
}

/**
 * Whose voice a new review of this seller is: the reviewer's own, unless a student who already
 * reviewed the seller was seen in the same browser as the reviewer. Then it is that student's
 * voice, and the rating counts the two accounts as one person (decision 0020).
 */
async function voiceOf(tx: Database, reviewerId: string, sellerId: string): Promise<string> {
  const [shared] = await queryRows<{ voice_id: string }>(
    tx,
    sql`select r.voice_id from reviews r
      join device_sightings theirs on theirs.user_id = r.voice_id
      join device_sightings mine on mine.device_hash = theirs.device_hash and mine.user_id = ${reviewerId}
      where r.seller_id = ${sellerId} and r.voice_id <> ${reviewerId}
      order by r.created_at limit 1`,
  );
  return shared?.voice_id ?? reviewerId;
}
