import type { ReviewReason } from "~/.server/domain/reviews/reasons";
import { m } from "~/paraglide/messages";
import { type ErrorMessage, textOf, words } from "./placeholders";

/** Reviews of sellers (app/.server/domain/reviews/). */
export const REVIEW_ERROR_TEXT = {
  review_not_found: words(m.errors_title_not_found, m.reviews_error_not_found),
  review_own_listing: words(m.errors_title_error, m.reviews_error_own),
  review_not_eligible: words(m.errors_title_error, m.reviews_error_not_eligible),
  review_same_device: words(m.errors_title_error, m.reviews_error_same_device),
  review_edit_closed: (values) => ({
    title: m.errors_title_error(),
    description: m.reviews_error_edit_closed({ days: textOf(values, "days") }),
  }),
  review_already_written: words(m.errors_title_error, m.reviews_error_already_written),
  review_reply_exists: words(m.errors_title_error, m.reviews_error_reply_exists),
} satisfies Record<ReviewReason, ErrorMessage>;
