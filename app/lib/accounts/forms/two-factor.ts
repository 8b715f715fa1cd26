import * as z from "zod/mini";
import { m } from "~/paraglide/messages";

/** A code from the authenticator app: six digits. Spaces people type from the app are ignored. */
export const authenticatorCode = z.string().check(
  z.trim(),
  z.overwrite((v) => v.replace(/\s+/g, "")),
  z.regex(/^\d{6}$/, { error: () => m.accounts_two_factor_code_invalid() }),
);

/** A backup code as we show them: ten letters and digits, with or without the dash. */
export const backupCode = z.string().check(
  z.trim(),
  z.overwrite((v) => v.replace(/\s+/g, "")),
  z.regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { error: () => m.accounts_backup_code_invalid() }),
);

/** The second step of signing in: a code from the app, or one of the backup codes. */
export const twoFactorSignInSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("totp"), code: authenticatorCode, trustDevice: z.boolean() }),
  z.object({ method: z.literal("backup"), code: backupCode, trustDevice: z.boolean() }),
]);

/** Turning two-factor on or off, or asking for new backup codes: the password proves it is the user. */
export const twoFactorPasswordSchema = z.object({
  password: z.string().check(z.minLength(1, { error: () => m.accounts_password_required() })),
});

/** Confirming the set-up with a first code from the app. */
export const twoFactorConfirmSchema = z.object({ code: authenticatorCode });

/** Backup codes are shown with a dash after the fifth character; accept them typed without it. */
export function normaliseBackupCode(code: string): string {
  const plain = code.replace(/[\s-]+/g, "");
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/** The two-factor texts, worded when read, in the reader's language. */
export const TWO_FACTOR_TEXT = {
  get wrongCode() {
    return m.accounts_two_factor_wrong_code();
  },
  get wrongBackupCode() {
    return m.accounts_two_factor_wrong_backup_code();
  },
  get locked() {
    return m.accounts_two_factor_locked();
  },
  get expired() {
    return { title: m.accounts_two_factor_expired_title(), description: m.accounts_sign_in_again() };
  },
  get wrongPassword() {
    return m.accounts_two_factor_wrong_password();
  },
  get enabled() {
    return { title: m.accounts_two_factor_on_title(), description: m.accounts_two_factor_on_description() };
  },
  get disabled() {
    return { title: m.accounts_two_factor_off_title(), description: m.accounts_two_factor_off_description() };
  },
  get newBackupCodes() {
    return { title: m.accounts_new_backup_codes_title(), description: m.accounts_new_backup_codes_description() };
  },
} as const;

/** The secret inside an authenticator (otpauth://totp/...) address, for typing in by hand. */
export function totpSecretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}
