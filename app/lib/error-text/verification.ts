import type { VerificationReason } from "~/.server/domain/verification/reasons";
import { m } from "~/paraglide/messages";
import { type ErrorMessage, textOf, words } from "./placeholders";

/** Verified students (domain/verification). */
export const VERIFICATION_ERROR_TEXT = {
  university_domain_unknown: (values) => ({
    title: m.verification_domain_unknown_title(),
    description: m.verification_domain_unknown({ domain: textOf(values, "domain") }),
  }),
  university_email_taken: words(m.verification_email_taken_title, m.verification_email_taken),
  student_already_verified: words(m.verification_already_verified_title, m.verification_already_verified),
  student_verification_link_invalid: words(m.verification_link_invalid_title, m.verification_link_invalid),
  university_email_tagged: words(m.verification_email_tagged_title, m.verification_email_tagged),
  student_verification_other_account: words(m.verification_other_account_title, m.verification_other_account),
  campus_domain_exists: words(m.errors_title_error, m.verification_domain_exists),
} satisfies Record<VerificationReason, ErrorMessage>;
