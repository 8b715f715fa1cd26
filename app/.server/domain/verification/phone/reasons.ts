/** Confirming a phone number by SMS code, and resetting a password by one. The words are in app/lib/error-text/phone.ts. */
export const PHONE_REASONS = [
  /** The account has no usable WhatsApp number to send a code to. */
  "phone_number_missing",
  /** The number is confirmed already. */
  "phone_already_verified",
  /** No code is waiting, or it expired (10 minutes), or its tries are used up: send a new one. */
  "phone_code_expired",
  /** Values: `{ triesLeft }` before the wait. */
  "phone_code_wrong",
  /** Values: `{ seconds }` until codes may be tried again (after 5 wrong ones, per account and per number). */
  "phone_code_locked",
  /** Values: `{ seconds }` until another code may be sent (per account and per number). */
  "phone_sends_limited",
  /** The code was sent to another number than the one the account shows now. */
  "phone_number_changed",
  /** The SMS provider did not take the message. */
  "phone_sms_failed",
  /** A reset by SMS code that does not hold (unknown address, no verified phone, wrong or expired code): one answer for all. */
  "phone_reset_refused",
] as const;

export type PhoneReason = (typeof PHONE_REASONS)[number];
