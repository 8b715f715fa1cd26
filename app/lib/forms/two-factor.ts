import * as z from "zod/mini";

/** A code from the authenticator app: six digits. Spaces people type from the app are ignored. */
export const authenticatorCode = z.string().check(
  z.trim(),
  z.overwrite((v) => v.replace(/\s+/g, "")),
  z.regex(/^\d{6}$/, { error: "Enter the 6-digit code from your authenticator app." }),
);

/** A backup code as we show them: ten letters and digits, with or without the dash. */
export const backupCode = z.string().check(
  z.trim(),
  z.overwrite((v) => v.replace(/\s+/g, "")),
  z.regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { error: "Enter one of your backup codes, like abcde-12345." }),
);

/** The second step of signing in: a code from the app, or one of the backup codes. */
export const twoFactorSignInSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("totp"), code: authenticatorCode, trustDevice: z.boolean() }),
  z.object({ method: z.literal("backup"), code: backupCode, trustDevice: z.boolean() }),
]);

/** Turning two-factor on or off, or asking for new backup codes: the password proves it is the user. */
export const twoFactorPasswordSchema = z.object({
  password: z.string().check(z.minLength(1, { error: "Please enter your password." })),
});

/** Confirming the set-up with a first code from the app. */
export const twoFactorConfirmSchema = z.object({ code: authenticatorCode });

/** Backup codes are shown with a dash after the fifth character; accept them typed without it. */
export function normaliseBackupCode(code: string): string {
  const plain = code.replace(/[\s-]+/g, "");
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

export const TWO_FACTOR_TEXT = {
  wrongCode: "That code is not right. Check the time on your phone and try again.",
  wrongBackupCode: "That backup code is not right, or it has been used already.",
  locked: "Too many wrong codes. Please wait a few minutes and sign in again.",
  expired: { title: "Sign-in timed out", description: "Please sign in again." },
  wrongPassword: "Your password is not right.",
  enabled: { title: "Two-factor authentication is on", description: "From now on, signing in asks for a code from your app." },
  disabled: { title: "Two-factor authentication is off", description: "Signing in needs only your password again." },
  newBackupCodes: { title: "New backup codes", description: "Your old backup codes no longer work." },
} as const;

/** The secret inside an authenticator (otpauth://totp/...) address, for typing in by hand. */
export function totpSecretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}
