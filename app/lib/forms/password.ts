import * as z from "zod/mini";
import { emailField, plainText } from "./fields";
import { MIN_PASSWORD_LENGTH, SIGN_UP_TEXT } from "./sign-up";

const newPassword = z.string().check(z.minLength(MIN_PASSWORD_LENGTH, { error: SIGN_UP_TEXT.weakPassword.description }), z.maxLength(128, { error: "Please use at most 128 characters." }));

/** Asking for a reset link: just an e-mail address. */
export const forgotPasswordSchema = z.object({
  email: emailField,
});

/** Choosing a new password from a reset link: typed twice so a typo cannot lock the user out. */
export const resetPasswordSchema = z
  .object({ token: z.string().check(z.minLength(1, { error: "This reset link is not valid. Ask for a new one." }), plainText), newPassword, confirmPassword: z.string() })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { error: "The two passwords are not the same.", path: ["confirmPassword"] }));

export const PASSWORD_TEXT = {
  linkSent: { title: "Check your email", description: "If an account uses that address, we sent it a link to choose a new password." },
  changed: { title: "Password changed", description: "Sign in with your new password." },
  badLink: { title: "Link expired", description: "This reset link is no longer valid. Ask for a new one." },
} as const;

/** Changing the password while signed in: the current one proves it is really the user. */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().check(z.minLength(1, { error: "Please enter your current password." })), newPassword, confirmPassword: z.string() })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { error: "The two passwords are not the same.", path: ["confirmPassword"] }));

export const CHANGE_PASSWORD_TEXT = {
  changed: { title: "Password changed", description: "Your other devices have been signed out." },
  wrongCurrent: "Your current password is not right.",
} as const;
