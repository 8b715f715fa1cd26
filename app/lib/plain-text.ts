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

export const CONTROL_CHARACTER_MESSAGE = "Please remove the special characters (such as NUL) from this text.";
