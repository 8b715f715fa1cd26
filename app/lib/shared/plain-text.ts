/**
 * Text people type never holds control characters other than tab, line feed and carriage
 * return: NUL cannot be stored in PostgreSQL at all (a query with one fails), and the others
 * (escape, backspace, bidi-unsafe C1 codes) only arrive in hand-made requests. Both the query
 * string and forms refuse them instead of cleaning them up, so what is stored is what was sent.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The invisible characters that change the direction text is drawn in: embeddings and overrides
 * (U+202A-U+202E), isolates (U+2066-U+2069) and the direction marks (U+200E, U+200F, U+061C). In
 * a name or title they let "nimda" be stored and "admin" be shown (U+202E), or spill over the
 * trusted words beside them. Right-to-left letters themselves (Arabic, Hebrew) are not among them.
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL.test(text);
}
