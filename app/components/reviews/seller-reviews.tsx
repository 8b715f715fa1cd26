import type { SellerRating } from "~/.server/domain/reviews/get-seller-rating";
import type { ShownReview } from "~/.server/domain/reviews/list-seller-reviews";
import { ReviewReportLink } from "~/components/moderation/report-link";
import { Stars } from "~/components/reviews/stars";
import { ActionForm } from "~/components/shared/action-form";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { LinkButton } from "~/components/ui/link-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { listingPath } from "~/lib/listings/kinds";
import { formatRating, REVIEW_TEXT_MAX, type ReviewBasis } from "~/lib/reviews/review-rules";
import { formatDate } from "~/lib/shared/dates";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import type { ReviewNotCountedReason } from "~/lib/verification/voice-rules";
import { m } from "~/paraglide/messages";

type Shown = Omit<ShownReview, "createdAt" | "repliedAt"> & {
  createdAt: Date | string;
  repliedAt: Date | string | null;
};

/** The fact a review rests on, as readers see it beside the review. */
const REVIEW_BASIS_LABEL: Record<ReviewBasis, () => string> = {
  deal: m.reviews_basis_deal,
  conversation: m.reviews_basis_conversation,
  contact: m.reviews_basis_contact,
};

/** Why a shown review weighs nothing in the rating. */
const NOT_COUNTED_LABEL: Record<ReviewNotCountedReason, () => string> = {
  unverified: m.reviews_not_counted_unverified,
  suspended: m.reviews_not_counted_suspended,
  removed: m.reviews_not_counted_removed,
};

/**
 * A seller's reviews on their profile: the average, the count and five bars, then the reviews,
 * newest first. On their own profile, a reply form under each review not yet answered.
 */
export function SellerReviews(props: {
  sellerName: string;
  rating: SellerRating | null;
  reviews: Shown[];
  nextPage: string | null;
  isOwnProfile: boolean;
  /** Who is looking: their own reviews offer no "Report". */
  viewerId: string | null;
  replyErrors?: Record<string, string>;
}) {
  const { sellerName, rating, reviews, nextPage, isOwnProfile, viewerId } = props;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className={cardClass("md", "mt-6")}>
      <h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
        {m.reviews_heading()}
      </h2>
      {rating ? <RatingBars rating={rating} /> : <p className="mt-2 text-slate-600">{m.reviews_none()}</p>}
      {reviews.some((review) => review.notCounted) ? (
        <p className="mt-2 text-sm text-slate-600">{m.reviews_not_counted_hint()}</p>
      ) : null}
      {reviews.length > 0 ? (
        <ol className="mt-4 divide-y divide-slate-200">
          {reviews.map((review) => (
            <li key={review.id} id={`review-${review.id}`} className="py-4">
              <ReviewItem
                review={review}
                sellerName={sellerName}
                canReply={isOwnProfile && review.reply === null}
                canReport={review.reviewer?.id !== viewerId || viewerId === null}
                error={props.replyErrors?.[review.id]}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {nextPage ? (
        <LinkButton to={nextPage} variant="secondary" className="mt-2">
          {m.reviews_more()}
        </LinkButton>
      ) : null}
    </section>
  );
}

function RatingBars({ rating }: { rating: SellerRating }) {
  const widest = Math.max(...rating.bars, 1);
  return (
    <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center">
      <div>
        <p className="text-3xl font-bold text-slate-900">
          <span>{formatRating(rating.average)}</span>{" "}
          <span className="text-base font-normal text-slate-600">{m.reviews_out_of_five()}</span>
        </p>
        <p className="text-sm text-slate-600">
          {rating.count === 1 ? m.reviews_count_one() : m.reviews_count({ count: rating.count })}
        </p>
      </div>
      <ul className="flex-1 space-y-1" aria-label={m.reviews_heading()}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = rating.bars[stars - 1] ?? 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm text-slate-700">
              <span className="w-24 shrink-0">
                {stars === 1 ? m.reviews_bar_one({ count }) : m.reviews_bar({ stars, count })}
              </span>
              {/* A bar without an inline style (the page's CSP allows none); the words beside it say the count. */}
              <progress
                value={count}
                max={widest}
                aria-hidden="true"
                className="h-2 flex-1 overflow-hidden rounded bg-slate-100 [&::-moz-progress-bar]:bg-amber-500 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-amber-500"
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({
  review,
  sellerName,
  canReply,
  canReport,
  error,
}: {
  review: Shown;
  sellerName: string;
  canReply: boolean;
  canReport: boolean;
  error?: string;
}) {
  return (
    <article aria-label={m.reviews_rated({ rating: review.rating })}>
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        <span className="font-semibold text-slate-900">
          {review.reviewer ? review.reviewer.name : m.reviews_former_student()}
        </span>
        {review.newAccount ? <Badge tone="amber">{m.reviews_new_account()}</Badge> : null}
        <Badge>{REVIEW_BASIS_LABEL[review.basis]()}</Badge>
        {review.notCounted ? <Badge tone="slate">{NOT_COUNTED_LABEL[review.notCounted]()}</Badge> : null}
        <span className="text-sm text-slate-600">{formatDate(review.createdAt)}</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {m.reviews_about_listing()}{" "}
        {review.listing ? (
          <a className="underline" href={listingPath(review.listing.kind, review.listing.id)}>
            {review.listing.title}
          </a>
        ) : (
          m.reviews_listing_removed()
        )}
      </p>
      {review.body ? <p className="mt-2 whitespace-pre-line text-slate-800">{review.body}</p> : null}
      {review.reply ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-800">{m.reviews_reply_from({ name: sellerName })}</p>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{review.reply}</p>
        </div>
      ) : null}
      {canReply ? (
        <ReplyForm
          reviewId={review.id}
          reviewerName={review.reviewer ? review.reviewer.name : m.reviews_former_student()}
          error={error}
        />
      ) : null}
      {canReport ? (
        <div className="mt-2">
          <ReviewReportLink
            reviewId={review.id}
            reviewerName={review.reviewer ? review.reviewer.name : m.reviews_former_student()}
          />
        </div>
      ) : null}
    </article>
  );
}

function ReplyForm({ reviewId, reviewerName, error }: { reviewId: string; reviewerName: string; error?: string }) {
  const saving = useSubmitting("reply", { reviewId });
  return (
    <ActionForm className="mt-3 space-y-2" aria-label={m.reviews_reply_to({ name: reviewerName })}>
      <input type="hidden" name={INTENT_FIELD} value="reply" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <TextAreaField
        name="reply"
        idPrefix={`reply-${reviewId}`}
        label={m.reviews_reply_to({ name: reviewerName })}
        hint={m.reviews_reply_hint({ max: REVIEW_TEXT_MAX.toLocaleString("en-US") })}
        maxLength={REVIEW_TEXT_MAX}
        rows={3}
        error={error}
      />
      <Button
        type="submit"
        variant="secondary"
        pending={saving}
        aria-label={m.reviews_reply_submit_to({ name: reviewerName })}
      >
        {m.reviews_reply_submit()}
      </Button>
    </ActionForm>
  );
}
