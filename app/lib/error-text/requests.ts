import type { RequestReason } from "~/.server/domain/requests/reasons";
import type { ErrorMessage } from "./placeholders";

/** A request we cannot read: its address (app/lib/query-params.ts) or its body (app/.server/http/read-form.ts). */
export const REQUEST_ERROR_TEXT = {
  /** A query value with control characters (NUL, ESC...) that no form can produce. */
  bad_query: {
    title: "Invalid search",
    description: "The address holds characters that cannot be searched for. Please remove them and try again.",
  },
  /** A posted body that is not a form (none, text, JSON, a broken multipart): no page of ours sends one. */
  form_unreadable: {
    title: "Invalid request",
    description: "This form could not be read. Please reload the page and try again.",
  },
} satisfies Record<RequestReason, ErrorMessage>;
