import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { looksLikeLink } from "../link-like";
import { hasBidiControl, hasControlCharacter } from "../plain-text";
import { isUuid } from "../uuid";

/**
 * A field's error: a message function (`() => m.area_key()`), worded when the error happens, in
 * the reader's language. A plain string is taken too, for texts not yet in the catalogues.
 */
export type FieldMessage = string | (() => string);

/** "Please use at most 100 characters.", in the reader's language. */
export const tooLong = (max: number) => () => m.forms_max_length({ max });

/**
 * Refuses control characters other than tab and line breaks (see plain-text.ts): NUL cannot be
 * stored, so without this a NUL typed into a field became a database error (a 500).
 */
export const plainText = z.refine<string>((value) => !hasControlCharacter(value), {
  error: () => m.forms_control_characters(),
});

/**
 * Refuses the invisible text-direction controls (see plain-text.ts) in text shown to other people
 * next to our own words: names, titles, shop names, descriptions, messages. Refused, not removed,
 * like control characters: what is stored is what was sent.
 */
export const noBidiControl = z.refine<string>((value) => !hasBidiControl(value), {
  error: () => m.forms_bidi_controls(),
});

/** A trimmed text field that may be left empty, at most `max` characters. */
export const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), plainText, noBidiControl, z.maxLength(max, { error: tooLong(max) })));

/** A trimmed text field that must be filled in, at most `max` characters. */
export const requiredText = (max: number, missing: FieldMessage) =>
  z
    .string()
    .check(
      z.trim(),
      plainText,
      noBidiControl,
      z.minLength(1, { error: missing }),
      z.maxLength(max, { error: tooLong(max) }),
    );

/**
 * A name is no link: a stranger's "name" reaches other people's screens and, in older mails, the
 * first line of mail we sent to whatever address they typed. Refused like control characters, so
 * what is stored is what was sent (mails also render such text unlinkable, for rows from before).
 */
export const noLink = z.refine<string>((value) => !looksLikeLink(value), { error: () => m.forms_name_no_links() });

/** A person's full name, as sign-up, the profile and the auth library's own paths take it. */
export const personName = z
  .string()
  .check(
    z.trim(),
    plainText,
    noBidiControl,
    noLink,
    z.minLength(2, { error: () => m.forms_full_name_required() }),
    z.maxLength(100, { error: tooLong(100) }),
  );

/** The longest e-mail address there is (RFC 5321's path limit); longer is no address at all. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * An e-mail address wherever one is typed (sign-up, sign-in, reset and confirmation links, the
 * admin's new account) and wherever the auth library writes one (see account-row.ts).
 */
export const emailField = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(MAX_EMAIL_LENGTH, { error: tooLong(MAX_EMAIL_LENGTH) }),
    z.email({ error: () => m.forms_email_invalid() }),
  );

/**
 * The id of a row a form acts on (a hidden field or a select). Checked here, before any query:
 * a column of type uuid answers anything else with a database error, not with "not found".
 */
export const uuidField = (error: FieldMessage) => z.string().check(z.refine(isUuid, { error }));

/** A form field's text; an empty or blank field counts as not given. */
export function optionalFormValue(form: FormData, name: string): string | undefined {
  const value = String(form.get(name) ?? "").trim();
  return value === "" ? undefined : value;
}
