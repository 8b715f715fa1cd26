import { waitInWords } from "../attempt-limits";
import type { ErrorValues } from "../error-values";
import { isListingKind, LISTING_KIND_RULES } from "../listing-kinds";
import { formatTzsExact } from "../money";
import { NOTICES } from "../notices";

/** What the user is told: a toast's title and description. */
export interface ErrorText {
  title: string;
  description: string;
}

/**
 * One reason's words, as data a message catalogue can hold: `{name}` in the title or description
 * is the error's value of that name, `{name:format}` that value in one of `PLACEHOLDER_FORMATS`.
 */
export interface ErrorMessage {
  readonly title: string;
  readonly description: string;
  /** The values used when the error carries none, or an empty one: our words where a gateway gave none, a rule's limits. */
  readonly defaults?: ErrorValues;
}

const kindRules = (kind: string | number) => (isListingKind(kind) ? LISTING_KIND_RULES[kind] : LISTING_KIND_RULES.product);

/** The formats a placeholder may name. Each turns a value into words. */
export const PLACEHOLDER_FORMATS: Readonly<Record<string, (value: string | number) => string>> = {
  /** An amount of money: `TZS 5,000`, `TZS 10,000.50`. */
  tzs: (value) => formatTzsExact(value),
  /** A wait in seconds, in minutes rounded up: `a minute`, `3 minutes`. */
  wait: (value) => waitInWords(Number(value)),
  /** A listing kind's own title for a missing listing: `Product not found`. */
  listingNotFound: (kind) => kindRules(kind).text.notFoundTitle,
  /** A listing kind's "not found or not yours", the same words My Listings shows as a notice. */
  listingNotYours: (kind) => NOTICES[kindRules(kind).notices.notFound].description,
};

/** `{name}` or `{name:format}`. */
export const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g;

function fill(template: string, values: ErrorValues): string {
  return template.replace(PLACEHOLDER, (_, name: string, format: string | undefined) => {
    const value = values[name];
    if (value === undefined) return "";
    const formatted = format ? PLACEHOLDER_FORMATS[format] : undefined;
    return formatted ? formatted(value) : String(value);
  });
}

/** The message with the error's values (or the message's defaults) in its placeholders. */
export function fillIn(message: ErrorMessage, values: ErrorValues): ErrorText {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
  const all = { ...message.defaults, ...given };
  return { title: fill(message.title, all), description: fill(message.description, all) };
}
