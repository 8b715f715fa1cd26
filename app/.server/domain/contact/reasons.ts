/** Contact on request. The words are in app/lib/error-text/contact.ts. */
export const CONTACT_REASONS = ["contact_not_found", "contact_messages_only", "contact_no_number", "contact_openings_per_day", "contact_not_allowed"] as const;

export type ContactReason = (typeof CONTACT_REASONS)[number];
