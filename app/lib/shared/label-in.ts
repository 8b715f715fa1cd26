/**
 * The words shown for the fixed vocabularies (app/lib/listings/categories.ts), in the reader's language. The
 * stored values (and the values in links and forms) stay English; only what a reader sees is
 * translated. A value outside the vocabulary (an old row) is shown as it is. One file per
 * vocabulary, so a page carries the words of only the vocabularies it shows.
 */
export function labelIn(labels: Record<string, () => string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value]!() : value;
}
