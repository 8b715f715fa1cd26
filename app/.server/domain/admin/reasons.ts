/** User management (/admin/users). The words are in app/lib/error-text/admin.ts. */
export const ADMIN_REASONS = [
  "not_admin",
  "admin_not_yourself",
  "user_not_found",
  "admin_account_exists",
  "admin_campus_not_saved",
] as const;

export type AdminReason = (typeof ADMIN_REASONS)[number];
