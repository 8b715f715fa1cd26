import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { MAX_CAMPUSES_PER_USER } from "../../campuses/campus-rules";
import { normalizeMobileNumber } from "../../payments/mobile-money";
import { emailField, personName, tooLong, uuidField } from "../../shared/forms/fields";

export const MIN_PASSWORD_LENGTH = 6;

/** The sign-up texts (docs/product.md#accounts), worded when read. Toasts are a title and a description. */
export const SIGN_UP_TEXT = {
  get whatsappHint() {
    return m.accounts_whatsapp_hint();
  },
  get campusRequired() {
    return { title: m.accounts_campus_required_title(), description: m.accounts_campus_required_description() };
  },
  get campusMaximum() {
    return {
      title: m.accounts_campus_maximum_title(),
      description: m.accounts_campus_maximum_description({ max: MAX_CAMPUSES_PER_USER }),
    };
  },
  get weakPassword() {
    return {
      title: m.accounts_weak_password_title(),
      description: m.accounts_weak_password_description({ min: MIN_PASSWORD_LENGTH }),
    };
  },
  get accountExists() {
    return { title: m.accounts_account_exists_title(), description: m.accounts_account_exists_description() };
  },
  get created() {
    return { title: m.accounts_account_created_title(), description: m.accounts_account_created_description() };
  },
  get failed() {
    return m.accounts_sign_up_failed();
  },
} as const;

/** A new password: long enough, not absurdly long (sign-up, reset, change, the admin's new account). */
export const newPasswordField = z.string().check(
  z.minLength(MIN_PASSWORD_LENGTH, {
    error: () => m.accounts_weak_password_description({ min: MIN_PASSWORD_LENGTH }),
  }),
  z.maxLength(128, { error: tooLong(128) }),
);

/**
 * A Tanzanian mobile number as it is kept: 10 digits from 0 (06XXXXXXXX or 07XXXXXXXX). It may be
 * typed as 07..., 7..., 255... or +255 ..., with spaces or dashes, and is read with the payment
 * form's rule (normalizeMobileNumber); anything else is left as typed, for the schema to refuse.
 */
export function cleanLocalMobile(raw: string): string {
  if (!/^\+?[\d\s-]*$/.test(raw)) return raw;
  const normalised = normalizeMobileNumber(raw);
  return /^255\d{9}$/.test(normalised) ? `0${normalised.slice(3)}` : raw.replace(/[\s+-]/g, "");
}

export const signUpSchema = z
  .object({
    fullName: personName,
    email: emailField,
    password: newPasswordField,
    whatsappNumber: z
      .pipe(z.string(), z.transform(cleanLocalMobile))
      .check(z.regex(/^0[67]\d{8}$/, { error: () => m.accounts_whatsapp_invalid() })),
    campusIds: z.array(uuidField(() => m.accounts_unknown_campus())).check(
      z.minLength(1, { error: () => m.accounts_campus_required_description() }),
      z.maxLength(MAX_CAMPUSES_PER_USER, {
        error: () => m.accounts_campus_maximum_description({ max: MAX_CAMPUSES_PER_USER }),
      }),
    ),
    primaryCampusId: z.optional(uuidField(() => m.accounts_unknown_campus())),
  })
  .check(
    z.refine((v) => new Set(v.campusIds).size === v.campusIds.length, {
      error: () => m.accounts_campus_once(),
      path: ["campusIds"],
    }),
  );

export type SignUpInput = z.infer<typeof signUpSchema>;

/** Reads the sign-up form (campusIds repeated, one per chosen campus). */
export function signUpFormValues(form: FormData) {
  return {
    fullName: String(form.get("fullName") ?? ""),
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
    whatsappNumber: String(form.get("whatsappNumber") ?? ""),
    campusIds: form.getAll("campusIds").map(String),
    primaryCampusId: form.get("primaryCampusId") ? String(form.get("primaryCampusId")) : undefined,
  };
}
