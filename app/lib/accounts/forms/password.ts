import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { emailField, plainText } from "../../shared/forms/fields";
import { newPasswordField } from "./sign-up";

const newPassword = newPasswordField;

/** Asking for a reset link: just an e-mail address. */
export const forgotPasswordSchema = z.object({
  email: emailField,
});

/** Choosing a new password from a reset link: typed twice so a typo cannot lock the user out. */
export const resetPasswordSchema = z
  .object({
    token: z.string().check(z.minLength(1, { error: () => m.accounts_reset_link_invalid() }), plainText),
    newPassword,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      error: () => m.accounts_passwords_differ(),
      path: ["confirmPassword"],
    }),
  );

/** The reset texts, worded when read, in the reader's language. */
export const PASSWORD_TEXT = {
  get linkSent() {
    return { title: m.accounts_link_sent_title(), description: m.accounts_link_sent_description() };
  },
  get changed() {
    return { title: m.accounts_password_changed_title(), description: m.accounts_password_changed_sign_in() };
  },
  get badLink() {
    return { title: m.accounts_link_expired_title(), description: m.accounts_reset_link_expired() };
  },
} as const;

/** Changing the password while signed in: the current one proves it is really the user. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, { error: () => m.accounts_current_password_required() })),
    newPassword,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      error: () => m.accounts_passwords_differ(),
      path: ["confirmPassword"],
    }),
  );

export const CHANGE_PASSWORD_TEXT = {
  get changed() {
    return { title: m.accounts_password_changed_title(), description: m.accounts_other_devices_signed_out() };
  },
  get wrongCurrent() {
    return m.accounts_current_password_wrong();
  },
} as const;
