import * as z from "zod/mini";

/** A trimmed text field that may be left empty, at most `max` characters. */
export const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, { error: `Please use at most ${max} characters.` })));

/** A trimmed text field that must be filled in, at most `max` characters. */
export const requiredText = (max: number, missing: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: missing }), z.maxLength(max, { error: `Please use at most ${max} characters.` }));

/** A form field's text; an empty or blank field counts as not given. */
export function optionalFormValue(form: FormData, name: string): string | undefined {
  const value = String(form.get(name) ?? "").trim();
  return value === "" ? undefined : value;
}
