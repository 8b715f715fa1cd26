import type { RequestReason } from "~/.server/domain/listings/requests/reasons";
import { m } from "~/paraglide/messages";
import { type ErrorMessage, words } from "./placeholders";

/** A request we cannot read: its address (app/lib/shared/query-params.ts) or its body (app/.server/http/forms-and-actions/read-form.ts). */
export const REQUEST_ERROR_TEXT = {
  /** A query value with control characters (NUL, ESC...) that no form can produce. */
  bad_query: words(m.errors_bad_query_title, m.errors_bad_query),
  /** A posted body that is not a form (none, text, JSON, a broken multipart): no page of ours sends one. */
  form_unreadable: words(m.errors_title_invalid_request, m.errors_form_unreadable),
} satisfies Record<RequestReason, ErrorMessage>;
