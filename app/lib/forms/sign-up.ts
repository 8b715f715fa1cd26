import * as z from "zod/mini";
import { MAX_CAMPUSES_PER_USER } from "../campus-rules";
import { emailField, personName, uuidField } from "./fields";

/** The sign-up texts (docs/product.md#accounts). Toasts are a title and a description. */
export const SIGN_UP_TEXT = {
  whatsappHint: "06XXXXXXXX or 07XXXXXXXX",
  campusRequired: { title: "Campus Required", description: "Please select at least one campus to continue." },
  campusMaximum: { title: "Maximum campuses reached", description: "You can select up to 5 campuses" },
  weakPassword: { title: "Weak Password", description: "Password should be at least 6 characters long." },
  accountExists: { title: "Account Exists", description: "An account with this email already exists. Please sign in instead." },
  created: { title: "Account Created!", description: "Please check your email for a confirmation link to complete your registration." },
  failed: "Signup Failed",
} as const;

export const MIN_PASSWORD_LENGTH = 6;

/** A 10-digit Tanzanian mobile number starting 06 or 07, spaces and dashes allowed while typing. */
export function cleanLocalMobile(raw: string): string {
  return raw.replace(/[\s-]/g, "");
}

export const signUpSchema = z
  .object({
    fullName: personName,
    email: emailField,
    password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, { error: SIGN_UP_TEXT.weakPassword.description }), z.maxLength(128, { error: "Please use at most 128 characters." })),
    whatsappNumber: z.pipe(z.string(), z.transform(cleanLocalMobile)).check(z.regex(/^0[67]\d{8}$/, { error: `Enter your WhatsApp number as ${SIGN_UP_TEXT.whatsappHint}.` })),
    campusIds: z
      .array(uuidField("Unknown campus."))
      .check(z.minLength(1, { error: SIGN_UP_TEXT.campusRequired.description }), z.maxLength(MAX_CAMPUSES_PER_USER, { error: SIGN_UP_TEXT.campusMaximum.description })),
    primaryCampusId: z.optional(uuidField("Unknown campus.")),
  })
  .check(z.refine((v) => new Set(v.campusIds).size === v.campusIds.length, { error: "Each campus can be chosen once.", path: ["campusIds"] }));

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
