import type { LimitReason } from "~/.server/domain/accounts/limits/reasons";
import { m } from "~/paraglide/messages";
import { tooManyAttemptsText } from "../accounts/attempt-limits";
import { type ErrorMessage, secondsOf } from "./placeholders";

/** The words of app/lib/accounts/attempt-limits.ts (tooManyAttemptsText), with `{ seconds }` until the next try. */
const TOO_MANY_ATTEMPTS: ErrorMessage = (values) => ({
  title: m.errors_title_too_many_attempts(),
  description: tooManyAttemptsText(secondsOf(values)),
});

/** Attempt limits (app/lib/accounts/attempt-limits.ts). */
export const LIMIT_ERROR_TEXT = {
  /** A rule's window is full (per address, per e-mail address). */
  too_many_attempts: TOO_MANY_ATTEMPTS,
  /** The account waits after wrong passwords. */
  sign_in_locked: TOO_MANY_ATTEMPTS,
} satisfies Record<LimitReason, ErrorMessage>;
