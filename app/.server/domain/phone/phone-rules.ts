import type { AttemptRule } from "~/lib/attempt-limits";

const HOUR = 60 * 60;

/**
 * The rules of SMS codes (docs/security.md#phone-numbers). A code lives 10 minutes; five wrong
 * ones within an hour, on one account or against one number, stop every try for 15 minutes.
 * Sends are limited per account and per number (counted under a keyed hash of the number,
 * phone-number-subject.ts), so one person with several accounts still cannot make a stranger's
 * phone ring more often, nor get more guesses at a number.
 */
export const PHONE_CODE_RULES = {
  digits: 6,
  lifetimeSeconds: 10 * 60,
  maxWrongTries: 5,
  /** Wrong codes older than this are forgotten. */
  failureMemorySeconds: HOUR,
  lockSeconds: 15 * 60,
} as const;

export const PHONE_SEND_RULES = {
  perAccount: { name: "phone-sends-account", max: 5, windowSeconds: HOUR },
  perNumberHour: { name: "phone-sends-number-hour", max: 3, windowSeconds: HOUR },
  perNumberDay: { name: "phone-sends-number-day", max: 10, windowSeconds: 24 * HOUR },
  /** Reset codes asked for one e-mail address, whoever asks (the answer is the same with or without an account). */
  resetPerEmail: { name: "phone-reset-email", max: 3, windowSeconds: HOUR },
  /** Reset codes tried for one e-mail address: also limits guessing for addresses with no account, which have no lock. */
  resetTriesPerEmail: { name: "phone-reset-tries-email", max: 5, windowSeconds: HOUR },
} as const satisfies Record<string, AttemptRule>;

/** The counters of wrong codes: per account and per number (a keyed hash). */
export function codeFailureKeys(userId: string, numberSubject: string): string[] {
  return [`phone-code-failures-account:${userId}`, `phone-code-failures-number:${numberSubject}`];
}
