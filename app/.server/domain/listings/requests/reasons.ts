/**
 * A request we cannot read: its address (app/lib/shared/query-params.ts) or its body
 * (app/.server/http/forms-and-actions/read-form.ts). No domain function of this area throws them; they live here so
 * every reason has its home under app/.server/domain/. The words are in app/lib/error-text/requests.ts.
 */
export const REQUEST_REASONS = [
  /** A query value with control characters (NUL, ESC...) that no form can produce. */
  "bad_query",
  /** A posted body that is not a form (none, text, JSON, a broken multipart). */
  "form_unreadable",
] as const;

export type RequestReason = (typeof REQUEST_REASONS)[number];
