import type { LimitReason } from "~/.server/domain/limits/reasons";
import type { ErrorMessage } from "./placeholders";

/** The words of app/lib/attempt-limits.ts (tooManyAttemptsText), with `{ seconds }` until the next try. */
const TOO_MANY_ATTEMPTS: ErrorMessage = { title: "Too many attempts", description: "Too many attempts. Please wait {seconds:wait} and try again." };

/** Attempt limits (app/lib/attempt-limits.ts). */
export const LIMIT_ERROR_TEXT = {
  /** A rule's window is full (per address, per e-mail address). */
  too_many_attempts: TOO_MANY_ATTEMPTS,
  /** The account waits after wrong passwords. */
  sign_in_locked: TOO_MANY_ATTEMPTS,
} satisfies Record<LimitReason, ErrorMessage>;
