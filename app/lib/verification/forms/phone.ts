import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { newPasswordField } from "../../accounts/forms/sign-up";
import { emailField } from "../../shared/forms/fields";

/** A code from the SMS: six digits; spaces a phone's copy may add are dropped. */
export const phoneCodeField = z
  .pipe(
    z.string(),
    z.transform((value: string) => value.replace(/\s+/g, "")),
  )
  .check(z.regex(/^\d{6}$/, { error: () => m.verification_phone_code_format() }));

/** Confirming the WhatsApp number on /profile. */
export const confirmPhoneSchema = z.object({ code: phoneCodeField });

/** Asking for a password-reset code by SMS: the account's e-mail address. */
export const smsResetRequestSchema = z.object({ email: emailField });

/** Choosing a new password with the SMS code: typed twice, like the e-mailed link's form (password.ts). */
export const smsResetSchema = z
  .object({ email: emailField, code: phoneCodeField, newPassword: newPasswordField, confirmPassword: z.string() })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      error: () => m.accounts_passwords_differ(),
      path: ["confirmPassword"],
    }),
  );

/** The phone texts toasts use, worded when read, in the reader's language. */
export const PHONE_TEXT = {
  get codeSent() {
    return { title: m.verification_phone_code_sent_title(), description: m.verification_phone_code_sent() };
  },
  get confirmed() {
    return { title: m.verification_phone_confirmed_title(), description: m.verification_phone_confirmed() };
  },
  /** Confirmed, but the number still speaks for the account it came from until `date`. */
  confirmedVoiceLater(date: string) {
    return {
      title: m.verification_phone_confirmed_title(),
      description: m.verification_phone_confirmed_voice_later({ date }),
    };
  },
  get resetCodeSent() {
    return { title: m.verification_phone_reset_code_sent_title(), description: m.verification_phone_reset_code_sent() };
  },
} as const;
