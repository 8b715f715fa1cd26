import { waitInWords } from "../accounts/attempt-limits";
import { isListingKind, LISTING_KIND_RULES } from "../listings/kinds";
import type { ErrorValues } from "../shared/error-values";
import { formatTzsExact } from "../shared/money";
import type { ToastAction } from "../shared/toast";

/** What the user is told: a toast's title and description, and maybe the one link that puts it right. */
export interface ErrorText {
  title: string;
  description: string;
  action?: ToastAction;
}

/**
 * One reason's words: a function of the error's values, worded when it is called, in the reader's
 * language (decision 0015). Its texts are catalogue messages (messages/errors/), or the words of the
 * file that owns them (a form's, a notice's), read at the same moment; values such as amounts and
 * waits are put into words first (`tzs`, `wait`), then given to the message as text.
 */
export type ErrorMessage = (values: ErrorValues) => ErrorText;

/** A value the error carries, as text; undefined when it carries none or an empty one (then the message's own words apply). */
export function given(values: ErrorValues, name: string): string | undefined {
  const value = values[name];
  return value === undefined || value === "" ? undefined : String(value);
}

/** A value the error carries, as text ("" when it carries none). */
export function textOf(values: ErrorValues, name: string): string {
  return given(values, name) ?? "";
}

/** An amount of money: `TZS 5,000`, `TZS 10,000.50`. */
export const tzs = (value: string | number): string => formatTzsExact(value);

/** A wait in seconds, in minutes rounded up: `a minute`, `3 minutes`. */
export const wait = (seconds: string | number): string => waitInWords(Number(seconds));

/** A listing kind's rules; a kind we do not know is worded as a product. */
export const kindRules = (kind: string | number | undefined) =>
  kind !== undefined && isListingKind(kind) ? LISTING_KIND_RULES[kind] : LISTING_KIND_RULES.product;

/** A message that needs no value: its title and description, each a message function. */
export function words(title: () => string, description: () => string): ErrorMessage {
  return () => ({ title: title(), description: description() });
}

/** The words another file keeps (a form's, a notice's), read when the error is described: their title and description only. */
export function wordsOf(read: () => { title: string; description?: string }): ErrorMessage {
  return () => {
    const { title, description = "" } = read();
    return { title, description };
  };
}

/** The error's wait in seconds (none: no wait). */
export const secondsOf = (values: ErrorValues): number => Number(values.seconds) || 0;
