/**
 * One person, one voice (docs/security.md#one-person-one-voice): the numbers of the rule that
 * every count of people shares. A confirmed phone number speaks for one account; moved to another
 * account, it keeps its first account's voice this long before the new account may speak with it.
 */
export const VOICE_MOVE_WAIT_DAYS = 90;

/** What a voice may rest on: a confirmed phone number always; a verified university address only for reports. */
export const VOICE_SOURCES = ["phone", "phone_or_university"] as const;
export type VoiceSource = (typeof VOICE_SOURCES)[number];

/** Why a review carries no weight in its seller's rating (review_not_counted_reason in the database). */
export const REVIEW_NOT_COUNTED_REASONS = ["unverified", "suspended", "removed"] as const;
export type ReviewNotCountedReason = (typeof REVIEW_NOT_COUNTED_REASONS)[number];
export const isReviewNotCountedReason = (value: unknown): value is ReviewNotCountedReason =>
  (REVIEW_NOT_COUNTED_REASONS as readonly unknown[]).includes(value);
