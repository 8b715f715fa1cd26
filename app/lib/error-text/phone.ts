import type { PhoneReason } from "~/.server/domain/verification/phone/reasons";
import { m } from "~/paraglide/messages";
import { type ErrorMessage, textOf, wait, words } from "./placeholders";

const title = () => m.verification_phone_error_title();

/** Confirming a phone number by SMS code, and resetting a password by one. */
export const PHONE_ERROR_TEXT = {
  phone_number_missing: words(title, m.verification_phone_error_number_missing),
  phone_already_verified: words(title, m.verification_phone_error_already_verified),
  phone_code_expired: words(title, m.verification_phone_error_code_expired),
  phone_code_wrong: (values) => ({
    title: title(),
    description: m.verification_phone_error_code_wrong({ triesLeft: textOf(values, "triesLeft") }),
  }),
  phone_code_locked: (values) => ({
    title: m.errors_title_too_many_attempts(),
    description: m.verification_phone_error_code_locked({ wait: wait(values.seconds ?? 60) }),
  }),
  phone_sends_limited: (values) => ({
    title: m.errors_title_too_many_attempts(),
    description: m.verification_phone_error_sends_limited({ wait: wait(values.seconds ?? 60) }),
  }),
  phone_number_changed: words(title, m.verification_phone_error_number_changed),
  phone_sms_failed: words(title, m.verification_phone_error_sms_failed),
  phone_reset_refused: words(title, m.verification_phone_error_reset_refused),
} satisfies Record<PhoneReason, ErrorMessage>;
