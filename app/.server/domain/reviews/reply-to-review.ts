import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { notifications, reviews } from "../../db/schema";

/**
 * The reviewed seller answers a review, once and in public; the reviewer hears of it (unless their
 * account is gone). Anyone but the seller, or a hidden review, is "not found".
 */
export async function replyToReview(
  db: Database,
  sellerId: string,
  input: { reviewId: string; reply: string },
): Promise<void> {
  const reply = input.reply.trim();
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, reply: reviews.reply, reviewerId: reviews.reviewerId, listingId: reviews.listingId })
      .from(reviews)
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.sellerId, sellerId), isNull(reviews.hiddenAt)))
      .for("update");
    if (!review) throw new AppError("not_found", "review_not_found");
    if (review.reply !== null) throw new AppError("conflict", "review_reply_exists");
    await tx.update(reviews).set({ reply, repliedAt: new Date() }).where(eq(reviews.id, review.id));
    if (review.reviewerId) {
      await tx
        .insert(notifications)
        .values({
          userId: review.reviewerId,
          kind: "review_replied",
          reviewId: review.id,
          listingId: review.listingId,
          actorId: sellerId,
          type: "system",
          link: `/user/${sellerId}#review-${review.id}`,
        })
        .onConflictDoNothing();
    }
  });
}
