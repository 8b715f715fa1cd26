import { tooManyAttemptsText } from "../attempt-limits";
import type { ErrorValues } from "../error-values";
import type { ErrorTextEntry } from ".";

const tooManyAttempts = ({ seconds }: ErrorValues) => ({ title: "Too many attempts", description: tooManyAttemptsText(Number(seconds)) });

/** Attempt limits (app/lib/attempt-limits.ts). `seconds` is how long until the next try. */
export const LIMIT_ERROR_TEXT = {
  /** A rule's window is full (per address, per e-mail address). Values: `{ seconds }`. */
  too_many_attempts: tooManyAttempts,
  /** The account waits after wrong passwords. Values: `{ seconds }`. */
  sign_in_locked: tooManyAttempts,
} satisfies Record<string, ErrorTextEntry>;
