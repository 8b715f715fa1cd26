import { formatRating } from "~/lib/reviews/review-rules";
import { m } from "~/paraglide/messages";

/**
 * "★ 4.7 (23)": a seller's rating where they show (cards, pages, the directory), with words for a
 * screen reader. Nothing at all before a first review.
 */
export function RatingSummary({
  rating,
  className = "",
}: {
  rating: { average: number; count: number } | null;
  className?: string;
}) {
  if (!rating || rating.count === 0) return null;
  const average = formatRating(rating.average);
  const words =
    rating.count === 1
      ? m.reviews_rating_label_one({ average })
      : m.reviews_rating_label({ average, count: rating.count });
  return (
    <span className={`inline-flex items-center gap-1 text-sm text-slate-700 ${className}`}>
      <span aria-hidden="true">
        <span className="text-amber-700">★</span> {average} ({rating.count})
      </span>
      <span className="sr-only">{words}</span>
    </span>
  );
}
