import * as z from "zod/mini";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "../plain-text";
import { isUuid } from "../uuid";

/**
 * Refuses control characters other than tab and line breaks (see plain-text.ts): NUL cannot be
 * stored, so without this a NUL typed into a field became a database error (a 500).
 */
export const plainText = z.refine<string>((value) => !hasControlCharacter(value), { error: CONTROL_CHARACTER_MESSAGE });

/** A trimmed text field that may be left empty, at most `max` characters. */
export const optionalText = (max: number) => z.optional(z.string().check(z.trim(), plainText, z.maxLength(max, { error: `Please use at most ${max} characters.` })));

/** A trimmed text field that must be filled in, at most `max` characters. */
export const requiredText = (max: number, missing: string) =>
  z.string().check(z.trim(), plainText, z.minLength(1, { error: missing }), z.maxLength(max, { error: `Please use at most ${max} characters.` }));

/**
 * The id of a row a form acts on (a hidden field or a select). Checked here, before any query:
 * a column of type uuid answers anything else with a database error, not with "not found".
 */
export const uuidField = (error: string) => z.string().check(z.refine(isUuid, { error }));

/** A form field's text; an empty or blank field counts as not given. */
export function optionalFormValue(form: FormData, name: string): string | undefined {
  const value = String(form.get(name) ?? "").trim();
  return value === "" ? undefined : value;
}
