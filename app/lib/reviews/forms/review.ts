import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { noBidiControl, plainText } from "../../shared/forms/fields";
import { REVIEW_TEXT_MAX } from "../review-rules";

/** The review forms' words, worded when read, in the reader's language. */
export const REVIEW_FORM_TEXT = {
  get ratingMissing() {
    return m.reviews_error_rating();
  },
  get tooLong() {
    return m.reviews_error_too_long({ max: REVIEW_TEXT_MAX.toLocaleString("en-US") });
  },
  get replyMissing() {
    return m.reviews_error_reply_missing();
  },
} as const;

const text = () =>
  z.string().check(
    z.overwrite((value) => value.replace(/\r\n?/g, "\n")),
    z.trim(),
    plainText,
    noBidiControl,
    z.maxLength(REVIEW_TEXT_MAX, { error: () => REVIEW_FORM_TEXT.tooLong }),
  );

/** Writing or changing a review (routes/listings/review-listing.tsx): 1 to 5 stars, and optional words. */
export const reviewSchema = z.object({
  rating: z.pipe(
    z
      .string({ error: () => REVIEW_FORM_TEXT.ratingMissing })
      .check(z.regex(/^[1-5]$/, { error: () => REVIEW_FORM_TEXT.ratingMissing })),
    z.transform((value) => Number(value)),
  ),
  body: z.optional(text()),
});
export type ReviewFields = z.infer<typeof reviewSchema>;

/** The seller's one public reply to a review (on their profile). */
export const reviewReplySchema = z.object({
  reviewId: z.uuid(),
  reply: text().check(z.minLength(1, { error: () => REVIEW_FORM_TEXT.replyMissing })),
});
export type ReviewReplyFields = z.infer<typeof reviewReplySchema>;
