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
  /** A university address with a `+tag` (asha+2@udsm.ac.tz reaches asha's inbox): one inbox would verify many accounts. */
  "university_email_tagged",
  /** The link was opened signed in as another account than the one that asked (or signed out): it confirms only for its own account. */
  "student_verification_other_account",
  /** An admin's domain for a campus that has it already. */
  "campus_domain_exists",
] as const;

export type VerificationReason = (typeof VERIFICATION_REASONS)[number];
