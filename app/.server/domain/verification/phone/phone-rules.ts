import { ATTEMPT_RULES, type AttemptRule } from "~/lib/accounts/attempt-limits";

const HOUR = 60 * 60;

/**
 * The rules of SMS codes (docs/security.md#phone-numbers). A code lives 10 minutes; five wrong
 * ones within an hour, on one account or against one number, stop every try for 15 minutes.
 * Sends are limited per account and per number (counted under a keyed hash of the number,
 * phone-number-subject.ts), so one person with several accounts still cannot make a stranger's
 * phone ring more often, nor get more guesses at a number; per client address and per deployment
 * only at ceilings honest use never reaches, which bound what SMS someone with many accounts can
 * make us pay for. Every refusal is counted in /metrics (take-send-budget.ts).
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
  /** A day of an account's sends: a number confirmed and a password or two reset, with retries, fit; an account that keeps changing its number to text strangers does not. */
  perAccountDay: { name: "phone-sends-account-day", max: 10, windowSeconds: 24 * HOUR },
  perNumberHour: { name: "phone-sends-number-hour", max: 3, windowSeconds: HOUR },
  perNumberDay: { name: "phone-sends-number-day", max: 10, windowSeconds: 24 * HOUR },
  /**
   * Sends from one client address, whichever accounts ask. A campus (or a mobile operator's
   * carrier-grade NAT) is one address, so this is a ceiling, not a limit: new accounts from one
   * address are already held below the sign-up ceiling (ATTEMPT_RULES.signUpPerAddress, itself
   * above orientation week), and a new account confirms its number once, with a resend at most;
   * twice that ceiling is more than one address's honest hour.
   */
  perAddressHour: {
    name: "phone-sends-address-hour",
    max: 2 * ATTEMPT_RULES.signUpPerAddress.max,
    windowSeconds: HOUR,
  },
  /**
   * Sends of the whole deployment: one counter in the database (attempt_counters), so every
   * instance counts into it and a restart forgets nothing; a counter in each process would let
   * two instances send twice as many and start again at every deploy. It is what an SMS bill can
   * grow by in an hour when someone has many accounts and many addresses: two campuses at the
   * address ceiling at once, far beyond every campus's orientation week together.
   */
  perDeploymentHour: {
    name: "phone-sends-deployment-hour",
    max: 4 * ATTEMPT_RULES.signUpPerAddress.max,
    windowSeconds: HOUR,
  },
  /** Reset codes asked for one e-mail address, whoever asks (the answer is the same with or without an account). */
  resetPerEmail: { name: "phone-reset-email", max: 3, windowSeconds: HOUR },
  /** Reset codes tried for one e-mail address: also limits guessing for addresses with no account, which have no lock. */
  resetTriesPerEmail: { name: "phone-reset-tries-email", max: 5, windowSeconds: HOUR },
} as const satisfies Record<string, AttemptRule>;

/** The counters of wrong codes: per account and per number (a keyed hash). */
export function codeFailureKeys(userId: string, numberSubject: string): string[] {
  return [`phone-code-failures-account:${userId}`, `phone-code-failures-number:${numberSubject}`];
}
