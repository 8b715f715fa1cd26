/**
 * Typo tolerance of search. A student who types one letter wrong, one too many, one too few, or
 * two neighbours swapped ("labtop", "matress", "phnoe") should still find the listing; the rule
 * is Damerau-Levenshtein distance 1 (adjacent swaps count as one edit), applied per word.
 *
 * Only words of 4 to 30 Latin letters are corrected, and only into words of that shape: a 3-letter
 * word has too many neighbours ("bag", "bat", "bad") for a correction to mean anything, and a word
 * with a digit is a model or a size ("i5", "a14", "8gb", "2019") where one character changes the
 * thing. Kiswahili is written in the same 26 letters, and corrections only ever land on words that
 * occur in listings, so "kitanda" and "godoro" are corrected like any English word.
 */

import { synonymGroup } from "./search-synonyms";

const CORRECTABLE = /^[a-z]{4,30}$/;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * The words of a search as the database's 'simple' text search sees them: lower case, split at
 * anything that is not a letter or a digit, each once.
 */
export function searchWords(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word !== ""),
    ),
  ];
}

export function isCorrectable(word: string): boolean {
  return CORRECTABLE.test(word);
}

/**
 * Every correctable word one edit away from `word`: a letter deleted, inserted or replaced, or
 * two adjacent letters swapped. Empty for a word that is not itself correctable.
 */
export function oneEditVariants(word: string): string[] {
  if (!isCorrectable(word)) return [];
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const before = word.slice(0, i);
    const after = word.slice(i);
    if (after.length > 0) variants.add(before + after.slice(1));
    if (after.length > 1) variants.add(before + after[1] + after[0] + after.slice(2));
    for (const letter of LETTERS) {
      variants.add(before + letter + after);
      if (after.length > 0) variants.add(before + letter + after.slice(1));
    }
  }
  variants.delete(word);
  return [...variants].filter(isCorrectable);
}

/**
 * How a word of the search matches as typed, in `to_tsquery` syntax: a word of 3+ letters also
 * matches the longer words it begins ("bag" finds "bags", as a substring search would), while a
 * number or model stays whole ("100" must not find "1000"). Words hold only letters and digits
 * (see `searchWords`), so quoting them needs no escaping.
 */
export function asTypedTerm(word: string): string {
  return /^\p{L}{3,}$/u.test(word) ? `'${word}':*` : `'${word}'`;
}

/**
 * How a word of the search matches without any correction, in `to_tsquery` syntax: as typed, or
 * as any word of its synonym group, whole (app/lib/listings/search-synonyms.ts).
 */
export function uncorrectedTerms(word: string): string[] {
  const synonyms = (synonymGroup(word) ?? []).filter((other) => other !== word);
  return [asTypedTerm(word), ...synonyms.map((other) => `'${other}'`)];
}

/**
 * The `to_tsquery` text of a typo-tolerant search: a listing must have every word of the search,
 * as typed, as one of its corrections, or as a synonym of either:
 * `('dell':* | 'bell') & ('kitnda':* | 'kitanda' | 'vitanda' | 'bed' | 'beds')`. A correction
 * brings its synonyms because it is a word of the listings like any other: "kitnda" means
 * "kitanda", which means "bed".
 */
export function typoTolerantQuery(words: string[], corrections: ReadonlyMap<string, string[]>): string {
  return words
    .map((word) => {
      const corrected = (corrections.get(word) ?? []).flatMap((correction) => synonymGroup(correction) ?? [correction]);
      const terms = [
        ...uncorrectedTerms(word),
        ...corrected.filter((other) => other !== word).map((other) => `'${other}'`),
      ];
      return `(${[...new Set(terms)].join(" | ")})`;
    })
    .join(" & ");
}
