/** Reviews of sellers. The words are in app/lib/error-text/reviews.ts. */
export const REVIEW_REASONS = [
  /** The listing is gone, or the review is not there (or not the reader's to answer). */
  "review_not_found",
  /** Nobody reviews themselves. */
  "review_own_listing",
  /** No deal, conversation or opened contact (24 hours old) ties the student to this listing's seller. */
  "review_not_eligible",
  /** The seller's account was used in this browser: a review from it would be the seller's own. */
  "review_same_device",
  /** Values: `{ days }`. A review is changed within its first days only. */
  "review_edit_closed",
  /** Another send wrote this student's review of this listing a moment ago. */
  "review_already_written",
  /** A review has one reply, already given. */
  "review_reply_exists",
] as const;

export type ReviewReason = (typeof REVIEW_REASONS)[number];
