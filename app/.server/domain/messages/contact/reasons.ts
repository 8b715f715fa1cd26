/**
 * Contact on request. The words are in app/lib/error-text/contact.ts. `contact_phone_unconfirmed`:
 * the opener has no confirmed phone of their own (a number for a number).
 */
export const CONTACT_REASONS = [
  "contact_not_found",
  "contact_messages_only",
  "contact_no_number",
  "contact_openings_per_day",
  "contact_not_allowed",
  "contact_phone_unconfirmed",
] as const;

export type ContactReason = (typeof CONTACT_REASONS)[number];
