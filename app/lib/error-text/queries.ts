import type { ErrorTextEntry } from ".";

/** Errors of reading a page's address (app/lib/query-params.ts). */
export const QUERY_ERROR_TEXT = {
  /** A query value with control characters (NUL, ESC...) that no form can produce. */
  bad_query: {
    title: "Invalid search",
    description: "The address holds characters that cannot be searched for. Please remove them and try again.",
  },
} satisfies Record<string, ErrorTextEntry>;
