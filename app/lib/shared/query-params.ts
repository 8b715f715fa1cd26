import { AppError } from "./app-error";
import { hasControlCharacter } from "./plain-text";
import { isUuid } from "./uuid";

/**
 * The one way loaders read the query string. Lists are shared links, so a value that merely makes
 * no sense (an unknown category, a stale id, page "abc", a page past the end) is dropped and the
 * page still shows; only text that no form can produce (control characters such as NUL) is
 * refused with a 400, because cleaning it would search for something the user never typed.
 *
 * Pages: a page number is a small positive integer (1 to `maxPage`); anything else, including
 * 0, -1, 2.5, 1e400 and 99999999999999999999, counts as not given (page 1). Never a 400: a
 * hand-edited page number is harmless, and never reaches the database as a huge offset.
 *
 * No zod on purpose: list pages import this in the browser, and zod would triple their JS.
 */

export const SEARCH_MAX_LENGTH = 100;
export const DEFAULT_MAX_PAGE = 10_000;

export interface QueryReader {
  /** Trimmed text with whitespace collapsed, cut at `max` characters; undefined when blank. Refuses control characters. */
  text(name: string, max?: number): string | undefined;
  /** A UUID, or undefined for anything else. */
  uuid(name: string): string | undefined;
  /** One of the allowed values, or undefined. */
  oneOf<const T extends readonly string[]>(name: string, values: T): T[number] | undefined;
  /** A page number from 1 to `maxPage`; anything else is page 1. */
  page(name?: string, maxPage?: number): number;
  /** A number from `min` to `max`, or undefined. */
  number(name: string, min: number, max: number): number | undefined;
}

/** Reads the first value of each parameter (a repeated key's later values are ignored). */
export function readQuery(params: URLSearchParams): QueryReader {
  const raw = (name: string) => params.get(name);
  return {
    text(name, max = SEARCH_MAX_LENGTH) {
      const value = raw(name);
      if (value === null) return undefined;
      if (hasControlCharacter(value)) throw new AppError("invalid_input", "bad_query");
      const cleaned = value.trim().replace(/\s+/g, " ").slice(0, max).trim();
      return cleaned === "" ? undefined : cleaned;
    },
    uuid(name) {
      const value = raw(name);
      return isUuid(value) ? value : undefined;
    },
    oneOf(name, values) {
      const value = raw(name);
      return value !== null && (values as readonly string[]).includes(value)
        ? (value as (typeof values)[number])
        : undefined;
    },
    page(name = "page", maxPage = DEFAULT_MAX_PAGE) {
      const value = raw(name);
      // Digits only: Number() would also take "1e3", " 2 " and "0x10".
      if (value === null || !/^\d{1,9}$/.test(value)) return 1;
      const n = Number(value);
      return n >= 1 && n <= maxPage ? n : 1;
    },
    number(name, min, max) {
      const value = raw(name);
      if (value === null || value.trim() === "") return undefined;
      const n = Number(value);
      return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
    },
  };
}

/** The query string for a page of the same filters or search (used by pagination links). */
export function withPage(params: URLSearchParams, pageNumber: number): string {
  const next = new URLSearchParams(params);
  if (pageNumber <= 1) next.delete("page");
  else next.set("page", String(pageNumber));
  const query = next.toString();
  return query ? `?${query}` : "?";
}
