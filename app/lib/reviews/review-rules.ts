/** Reviews of sellers (docs/decisions/0020-reviews.md): the numbers and words both sides share. */

export const REVIEW_TEXT_MAX = 1000;
/** A review can be changed this long after it was written. */
export const REVIEW_EDIT_DAYS = 30;
/** A conversation the seller answered, or a sale its buyer confirmed, is a deal's evidence once this old. */
export const REVIEW_EVIDENCE_HOURS = 24;
/** A review from an account younger than this is marked "New account". */
export const NEW_ACCOUNT_DAYS = 7;
/** "Highest rated" ranks only sellers with at least this many counted reviews (confirmed phones' voices). */
export const RANKED_MIN_REVIEWS = 3;
/** Reviews shown per page on a seller's profile. */
export const REVIEWS_PER_PAGE = 10;

/**
 * What made a student eligible to review a seller about a listing. 'contact' (an opened WhatsApp
 * contact) is one-sided and no longer makes anyone eligible; reviews written on it before keep it.
 */
export const REVIEW_BASES = ["deal", "conversation", "contact"] as const;
export type ReviewBasis = (typeof REVIEW_BASES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a review written at `createdAt` may be changed. */
export const reviewEditableUntil = (createdAt: Date): Date => new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);

/** "4.7": one decimal, as a rating is shown. */
export const formatRating = (average: number): string => (Math.round(average * 10) / 10).toFixed(1);
