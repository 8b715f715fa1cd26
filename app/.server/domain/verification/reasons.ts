/** Verified students (docs/product.md#verified-students). The words are in app/lib/error-text/verification.ts. */
export const VERIFICATION_REASONS = [
  /** The address's domain is no campus's university domain (a gmail.com address). Values: `{ domain }`. */
  "university_domain_unknown",
  /** Another account is a verified student with this address now: one address verifies one account at a time. */
  "university_email_taken",
  /** The account is a verified student now; it can ask again once the year is over. */
  "student_already_verified",
  /** A confirmation link that is not one, was used, was replaced by a newer one or is too old. */
  "student_verification_link_invalid",
  /** An admin's domain for a campus that has it already. */
  "campus_domain_exists",
] as const;

export type VerificationReason = (typeof VERIFICATION_REASONS)[number];
