/** A user's campuses (profile, sign-up, accounts an admin creates). The words are in app/lib/error-text/campuses.ts. */
export const CAMPUS_REASONS = [
  "campus_update_failed",
  "campus_required",
  "campus_limit_reached",
  "unknown_campus",
] as const;

export type CampusReason = (typeof CAMPUS_REASONS)[number];
