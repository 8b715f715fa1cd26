import type { AppError, ErrorValues } from "../app-error";
import { FAVORITE_ERROR_TEXT } from "./favorites";
import { LISTING_ERROR_TEXT } from "./listings";

/** What the user is told: the spec's toast title and description. */
export interface ErrorText {
  title: string;
  description: string;
}

export type ErrorTextEntry = ErrorText | ((values: ErrorValues) => ErrorText);

/**
 * Every reason a domain function can give, with its text. Each area keeps its own table; this is
 * the one place that joins them, so a translation replaces these tables and nothing else.
 */
const ERROR_TEXT = {
  ...LISTING_ERROR_TEXT,
  ...FAVORITE_ERROR_TEXT,
} satisfies Record<string, ErrorTextEntry>;

export type ErrorReason = keyof typeof ERROR_TEXT | "legacy";

const FALLBACK: ErrorText = { title: "Error", description: "Something went wrong. Please try again." };

/** The spec's words for a domain error, at the route edge. */
export function describeError(error: AppError): ErrorText {
  if (error.legacy) return error.legacy;
  const entry: ErrorTextEntry | undefined = (ERROR_TEXT as Record<string, ErrorTextEntry>)[error.reason];
  if (!entry) return FALLBACK;
  return typeof entry === "function" ? entry(error.values) : entry;
}
